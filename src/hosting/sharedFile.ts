/**
 * A file that many pages fetch (the enquiry dialog, an island's data), served under /_astro/ and named by its
 * content, as Vite names the other files there: the host lets browsers keep it for a year (cacheControl.asset in
 * securityHeaders.ts), and a changed content is a new URL. The page that links it and the route that serves it
 * (src/pages/[...sharedFile].ts) name it from the same content, so the two always agree.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '~/i18n/locales';

export interface SharedFile {
  /** Its address, `/_astro/<name>.<hash>.<extension>`. */
  path: string;
  content: string;
}

const contentHash = (content: string): string => createHash('sha256').update(content).digest('base64url').slice(0, 8);

export const sharedFile = (name: string, extension: string, content: string): SharedFile => ({
  path: `/_astro/${name}.${contentHash(content)}.${extension}`,
  content,
});

/**
 * `make` once for each language, for every page that names the file and the route that serves it (as the interface
 * text is read once per language: textFor in src/content-readers/interfaceText.ts).
 */
export function oncePerLanguage<T>(make: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const made = new Map<Locale, Promise<T>>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}
