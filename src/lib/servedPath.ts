/**
 * The path a built file is served at: `locations/goa.html` → `/locations/goa`, `index.html` → `/`.
 * @param file path relative to dist, either separator
 */
export function servedPath(file: string): string {
  return `/${file
    .replaceAll('\\', '/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')}`;
}
