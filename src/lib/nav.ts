import { servedPath } from './servedPath.mjs';

/** The site's main routes, in menu order. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/locations', label: 'Locations' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/certificates', label: 'Certificates' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Help for planning a move, in the footer beside the main routes. */
export const HELP_LINKS = [
  { href: '/faq', label: 'FAQ' },
  { href: '/moving-checklist', label: 'Moving checklist' },
  { href: '/privacy', label: 'Privacy notice' },
] as const;

/** True when `href` is the current page or, for a section, one of its children. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The page's URL path in the site's one form ("/locations/goa"). With `build.format: 'file'` Astro reports the
 * file it writes ("/locations/goa.html"); hosts serve that file at the path without ".html".
 */
export function pagePath(url: URL): string {
  return servedPath(url.pathname.slice(1));
}
