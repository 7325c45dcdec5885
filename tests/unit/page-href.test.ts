/**
 * Links to the site's pages are written in the page's language as it renders (pageHref, src/i18n/locales.ts);
 * everything else a link can lead to is left as it is.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isPageHref, LOCALES, pageHref, TRANSLATED_LOCALES } from '~/i18n/locales';
import { ENQUIRY_PAGE, enquiryHref } from '~/lib/enquiry';
import { mailHref, site, telHref, whatsappHref } from '~/site.config';

describe('pageHref: a link to one of the site’s pages, in the page’s language', () => {
  it.each([
    ['/', '/hi'],
    ['/contact', '/hi/contact'],
    ['/contact#form', '/hi/contact#form'],
    ['/?sent=enquiry', '/hi?sent=enquiry'],
    ['/#rates-title', '/hi#rates-title'],
    ['/enquiry?moving_to=Goa&services=2BHK+Shifting', '/hi/enquiry?moving_to=Goa&services=2BHK+Shifting'],
    ['/locations/goa', '/hi/locations/goa'],
  ])('%s → %s on a Hindi page', (href, expected) => {
    expect(pageHref(href, 'hi')).toBe(expected);
  });

  it('gives each translated language its own folder, and English the root', () => {
    for (const locale of TRANSLATED_LOCALES) expect(pageHref('/services/car-transport', locale)).toBe(`/${locale}/services/car-transport`);
    expect(pageHref('/services/car-transport', DEFAULT_LOCALE)).toBe('/services/car-transport');
    expect(pageHref('/?sent=contact', DEFAULT_LOCALE)).toBe('/?sent=contact');
  });

  it.each([
    '/og-image.jpg',
    '/favicon.svg',
    '/_astro/Lightbox.BfX1.js',
    '/_image?href=%2Fsrc%2Fassets%2Fgallery%2Fgallery-1.jpg&w=1600&f=webp',
    '/admin',
    '/admin/to-do',
    '/admin?field=phones.office',
    '#main',
    '//example.com/contact',
    whatsappHref(site.phones.mobile, 'Hello'),
    telHref(site.phones.mobile),
    mailHref(site.emails.info),
    site.links.facebook,
  ])('leaves %s alone (a file, the CMS, a place in the page, another site)', (href) => {
    expect(isPageHref(href)).toBe(false);
    for (const locale of LOCALES) expect(pageHref(href, locale)).toBe(href);
  });

  it('leaves a path that already names its language alone (the language switcher writes those on purpose)', () => {
    for (const locale of LOCALES) {
      expect(pageHref('/mr/contact', locale)).toBe('/mr/contact');
      expect(pageHref('/hi', locale)).toBe('/hi');
      expect(pageHref('/hi?sent=enquiry', locale)).toBe('/hi?sent=enquiry');
    }
  });

  it('a page whose name begins like a language code is still a page', () => {
    expect(pageHref('/history', 'mr')).toBe('/mr/history');
  });
});

describe('enquiryHref: the estimator’s quote link', () => {
  it('leads to the enquiry page in the page’s language, carrying the move', () => {
    const href = enquiryHref({ moving_from: 'Pune', moving_to: 'Goa', services: '' }, pageHref(ENQUIRY_PAGE, 'mr'));
    expect(href).toBe('/mr/enquiry?moving_from=Pune&moving_to=Goa');
    expect(enquiryHref({}, pageHref(ENQUIRY_PAGE, 'hi'))).toBe('/hi/enquiry');
    expect(enquiryHref({}, pageHref(ENQUIRY_PAGE, DEFAULT_LOCALE))).toBe('/enquiry');
  });
});
