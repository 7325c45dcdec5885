/**
 * The path a built file is served at: `locations/goa.html` → `/locations/goa`, `index.html` → `/`.
 * @param {string} file path relative to dist, either separator
 */
export function servedPath(file) {
  return `/${file
    .replaceAll('\\', '/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')}`;
}
