/** On a Hindi or Marathi page, links to the site's pages stay in that language (src/integrations/finishHtml.ts). */
import { describe, expect, it } from 'vitest';
import { keepLinksInLanguage } from '~/integrations/finishHtml';

const link = (href: string, extra = '') => `<a href="${href}"${extra}>x</a>`;
const kept = (href: string, extra = '') => keepLinksInLanguage(link(href, extra), 'hi');

describe('links stay in the page’s language', () => {
  it.each([
    ['/', '/hi'],
    ['/contact', '/hi/contact'],
    ['/contact#form', '/hi/contact#form'],
    ['/?sent=enquiry', '/hi?sent=enquiry'],
    ['/locations/goa', '/hi/locations/goa'],
  ])('%s → %s', (href, expected) => {
    expect(kept(href, ' class="btn"')).toBe(link(expected, ' class="btn"'));
  });

  it.each(['/og-image.jpg', '/_astro/Lightbox.js', '/admin', '#main', 'https://wa.me/919822012345', 'tel:+919822012345'])(
    'leaves %s alone (a file, the CMS, a place in the page, another site)',
    (href) => {
      expect(kept(href)).toBe(link(href));
    },
  );

  it('leaves a link that names its language alone (the language switcher)', () => {
    expect(kept('/about', ' hreflang="en-IN" lang="en"')).toBe(link('/about', ' hreflang="en-IN" lang="en"'));
  });
});
