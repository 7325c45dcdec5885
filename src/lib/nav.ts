/** The site's main routes, in menu order. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about/', label: 'About' },
  { href: '/services/', label: 'Services' },
  { href: '/locations/', label: 'Locations' },
  { href: '/gallery/', label: 'Gallery' },
  { href: '/certificates/', label: 'Certificates' },
  { href: '/contact/', label: 'Contact' },
] as const;

/** Help for planning a move, in the footer beside the main routes. */
export const HELP_LINKS = [
  { href: '/faq/', label: 'FAQ' },
  { href: '/moving-checklist/', label: 'Moving checklist' },
  { href: '/privacy/', label: 'Privacy notice' },
] as const;

/** True when `href` is the current page or, for a section, one of its children. */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return href === '/' ? path === '/' : path.startsWith(href);
}
