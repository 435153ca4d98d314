/**
 * `make` as a function that makes each input's result once and keeps it, for at most `limit` inputs (then it starts
 * over, so a long-running process keeps no more): the content checks read the same texts and days again and again.
 */
export function keptResults<T>(make: (input: string) => T, limit: number): (input: string) => T {
  const kept = new Map<string, T>();
  return (input) => {
    if (kept.has(input)) return kept.get(input) as T;
    const result = make(input);
    if (kept.size >= limit) kept.clear();
    kept.set(input, result);
    return result;
  };
}
