import { describe, expect, it } from 'vitest';
import { formatBandWith, formatIndian } from '~/lib/format';
import { cardName, headingName } from '~/lib/names';
import { notFoundKind } from '~/inline/notFound';
import { isCurrent } from '~/lib/nav';
import { DEFAULT_LOCALE, LANGUAGES, TRANSLATED_LOCALES } from '~/i18n/locales';
import { readCompany, site, telHref, whatsappHref } from '~/site.config';

describe('formatting', () => {
  it('groups digits the Indian way', () => {
    const { intlLocale } = LANGUAGES[DEFAULT_LOCALE];
    expect(formatIndian(7000, intlLocale)).toBe('7,000');
    expect(formatIndian(100000, intlLocale)).toBe('1,00,000');
    expect(formatIndian(2500000, intlLocale)).toBe('25,00,000');
  });
  // Marathi's own default in Intl is Devanagari digits (१,००,०००): the site's Marathi pages write the same digits as the rest.
  it.each(TRANSLATED_LOCALES)('writes %s amounts in the digits the site uses everywhere, grouped the Indian way', (locale) => {
    expect(formatIndian(2500000, LANGUAGES[locale].intlLocale)).toBe('25,00,000');
  });
  it('prints a band as the table shows it', () => {
    const formatBand = formatBandWith('on request', LANGUAGES[DEFAULT_LOCALE].intlLocale);
    expect(formatBand([9000, 11500])).toBe('9,000-11,500');
    expect(formatBand(null)).toBe('on request');
  });
});

describe('names from paths', () => {
  it('upper-cases the slug for cards and turns dashes into spaces for headings', () => {
    expect(cardName({ id: 'uttar-pradesh', data: { name: 'Uttar Pradesh' } }, 'en')).toBe('UTTAR-PRADESH');
    expect(headingName({ id: 'andaman-nicobar', data: { name: 'Andaman & Nicobar' } }, 'en')).toBe('ANDAMAN NICOBAR');
    // Hindi and Marathi have no capitals: their pages give the place's name as the translation writes it.
    expect(cardName({ id: 'goa', data: { name: 'गोवा' } }, 'mr')).toBe('गोवा');
    expect(headingName({ id: 'andaman-nicobar', data: { name: 'अंडमान और निकोबार' } }, 'hi')).toBe('अंडमान और निकोबार');
  });
});

describe('not-found messages', () => {
  it('picks the message by the first path segment', () => {
    expect(notFoundKind('/services/moving-to-mars', TRANSLATED_LOCALES)).toBe('service');
    expect(notFoundKind('/locations/atlantis/', TRANSLATED_LOCALES)).toBe('location');
    expect(notFoundKind('/servicesx', TRANSLATED_LOCALES)).toBe('page');
    expect(notFoundKind('/', TRANSLATED_LOCALES)).toBe('page');
  });
  it("reads a translated language's path after its folder", () => {
    for (const folder of TRANSLATED_LOCALES) {
      expect(notFoundKind(`/${folder}/services/moving-to-mars`, TRANSLATED_LOCALES), folder).toBe('service');
      expect(notFoundKind(`/${folder}/locations/atlantis/`, TRANSLATED_LOCALES), folder).toBe('location');
      expect(notFoundKind(`/${folder}/no-such-page`, TRANSLATED_LOCALES), folder).toBe('page');
      expect(notFoundKind(`/${folder}`, TRANSLATED_LOCALES), folder).toBe('page');
    }
    // Only the first part is a language's folder: a service named like a language is still a service.
    expect(notFoundKind(`/services/${TRANSLATED_LOCALES[0]}`, TRANSLATED_LOCALES)).toBe('service');
  });
});

describe('navigation', () => {
  it('marks a section current on its children but home only on itself', () => {
    expect(isCurrent('/services', '/services/transport')).toBe(true);
    expect(isCurrent('/services', '/services')).toBe(true);
    expect(isCurrent('/services', '/servicesx')).toBe(false);
    expect(isCurrent('/', '/services')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });

  it.each(TRANSLATED_LOCALES)('marks the same item current on a %s page', (locale) => {
    expect(isCurrent('/about', `/${locale}/about`)).toBe(true);
    expect(isCurrent('/services', `/${locale}/services/transport`)).toBe(true);
    expect(isCurrent('/', `/${locale}`)).toBe(true);
    expect(isCurrent('/', `/${locale}/about`)).toBe(false);
  });
});

describe('company links', () => {
  it('dial a number in its international form: tel:+<country code and number>, wa.me/<the same digits>', () => {
    const office = { display: '+91 20 2712 3456', digits: '912027123456' };
    expect(telHref(office)).toBe('tel:+912027123456');
    expect(whatsappHref(office, 'Hi there')).toBe('https://wa.me/912027123456?text=Hi%20there');
  });

  it('dial the numbers written in the data file, whatever spacing the owner used', () => {
    const written = readCompany().phones;
    for (const key of ['mobile', 'office'] as const) {
      // A number written "+91 20 2712 3456" is dialled as +912027123456.
      const international = written[key].number.split(/\s+/).join('');
      expect(telHref(site.phones[key]), key).toBe(`tel:${international}`);
      expect(whatsappHref(site.phones[key], 'Hello').startsWith(`https://wa.me/${international.slice(1)}?text=`), key).toBe(true);
    }
  });
});
