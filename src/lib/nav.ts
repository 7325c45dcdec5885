import { unlocalizedPath } from '~/i18n/locales';
import { servedPath } from './servedPath';

/** Help for planning a move, in the footer beside the main routes; `labelKey` as in the menu's links (NAV_LINKS, src/company-facts/menu.ts). */
export const HELP_LINKS = [
  { href: '/faq', labelKey: 'nav.faq' },
  { href: '/moving-checklist', labelKey: 'nav.movingChecklist' },
  { href: '/privacy', labelKey: 'nav.privacy' },
] as const;

/** True when `href` (a menu's English path) is the current page or, for a section, one of its children, in any language. */
export function isCurrent(href: string, pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/**
 * The page's URL path in the site's one form ("/locations/goa"). With `build.format: 'file'` Astro reports the
 * file it writes ("/locations/goa.html"); hosts serve that file at the path without ".html".
 */
export function pagePath(url: URL): string {
  return servedPath(url.pathname.slice(1));
}
