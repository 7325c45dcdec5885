import { unlocalizedPath } from '~/i18n/locales';
import { servedPath } from './servedPath';
import { showsRegistrations } from './registrations';

/**
 * The site's main routes, in menu order; `labelKey` is the key of the menu's word (src/content/ui/nav.yaml). The
 * certificates page only while it has a registration to show: a menu entry over nothing would imply some.
 */
export const NAV_LINKS = (
  [
    { href: '/', labelKey: 'nav.home' },
    { href: '/about', labelKey: 'nav.about' },
    { href: '/services', labelKey: 'nav.services' },
    { href: '/locations', labelKey: 'nav.locations' },
    { href: '/gallery', labelKey: 'nav.gallery' },
    { href: '/certificates', labelKey: 'nav.certificates' },
    { href: '/contact', labelKey: 'nav.contact' },
  ] as const
).filter(({ href }) => href !== '/certificates' || showsRegistrations());

/** Help for planning a move, in the footer beside the main routes; `labelKey` as in NAV_LINKS. */
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
