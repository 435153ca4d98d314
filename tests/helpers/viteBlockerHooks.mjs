// Node module hooks: any import of the vite package, or of a file inside it, fails with a message that names it.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'vite' || specifier.startsWith('vite/')) throw new Error(`Vite darf in diesem Prozess nicht geladen werden (${specifier}).`);
  const resolved = await nextResolve(specifier, context);
  if (/\/node_modules\/vite\//.test(resolved.url)) throw new Error(`Vite darf in diesem Prozess nicht geladen werden (${resolved.url}).`);
  return resolved;
}
