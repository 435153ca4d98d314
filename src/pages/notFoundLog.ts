/** Logs the unknown path, so monitoring and QA see broken links (the specification's wording). */
export function logNotFound(pathname: string) {
  console.error('404 Error: User attempted to access non-existent route:', pathname);
}
