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
