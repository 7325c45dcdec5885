export type NotFoundKind = 'service' | 'location' | 'page';

/**
 * Which "not found" message a missing path gets: the spec names one for services and one for locations.
 * `languageFolders`: the translated languages' folders (src/i18n/languages.ts, handed over by the 404 page, since a
 * component's script imports only from src/inline/); a path in one of them is read after its folder, so
 * `/hi/services/x` is a missing service, as `/services/x` is.
 */
export function notFoundKind(pathname: string, languageFolders: readonly string[]): NotFoundKind {
  const parts = pathname.split('/').filter(Boolean);
  const [first] = languageFolders.includes(parts[0] ?? '') ? parts.slice(1) : parts;
  if (first === 'services') return 'service';
  if (first === 'locations') return 'location';
  return 'page';
}
