import { describe, expect, it } from 'vitest';
import { formatBand, formatIndian } from '~/lib/format';
import { cardName, headingName } from '~/lib/names';
import { notFoundKind } from '~/inline/notFound';
import { isCurrent } from '~/lib/nav';
import { telHref, whatsappHref, site } from '~/site.config';

describe('formatting', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndian(7000)).toBe('7,000');
    expect(formatIndian(100000)).toBe('1,00,000');
    expect(formatIndian(2500000)).toBe('25,00,000');
  });
  it('prints a band as the table shows it', () => {
    expect(formatBand([9000, 11500])).toBe('9,000-11,500');
    expect(formatBand(null)).toBe('on request');
  });
});

describe('names from paths', () => {
  it('upper-cases the slug for cards and turns dashes into spaces for headings', () => {
    expect(cardName('uttar-pradesh')).toBe('UTTAR-PRADESH');
    expect(headingName('andaman-nicobar')).toBe('ANDAMAN NICOBAR');
  });
});

describe('not-found messages', () => {
  it('picks the message by the first path segment', () => {
    expect(notFoundKind('/services/moving-to-mars')).toBe('service');
    expect(notFoundKind('/locations/atlantis/')).toBe('location');
    expect(notFoundKind('/servicesx')).toBe('page');
    expect(notFoundKind('/')).toBe('page');
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
});

describe('company links', () => {
  it('builds tel: and wa.me links from the configured phone', () => {
    expect(telHref(site.phones.mobile)).toBe(`tel:+${site.phones.mobile.digits}`);
    expect(whatsappHref(site.phones.mobile)).toMatch(new RegExp(`^https://wa\\.me/${site.phones.mobile.digits}\\?text=`));
  });
});
