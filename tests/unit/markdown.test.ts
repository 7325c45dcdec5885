/**
 * Page text the owner writes in the CMS stays words, links and lists: HTML in a Markdown body is found as Astro's
 * Markdown parser sees it (the build and the CMS refuse it: src/content.config.ts, src/cms/checks.ts), and the CMS's
 * field pattern refuses what the parser calls HTML while the owner types.
 */
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { htmlIn, NO_HTML } from '~/markdown/htmlIn';
import remarkLinksInLanguage from '~/markdown/remarkLinksInLanguage';
import { TRANSLATED_LOCALES } from '~/i18n/locales';

const processor = await createMarkdownProcessor({ smartypants: false });
const words = [
  'Ask for **the terms** in [writing](/faq).\n\n- one\n- two',
  'Distances under 5 km: 3 < 5 and 7 > 2.',
  'Write to us at <https://www.example.in/contact> or <info@example.in>.',
];
const html = [
  '<script>alert(1)</script>',
  'Before <iframe src="https://example.org"></iframe> after',
  '<img src=x onerror="alert(1)">',
  'A line<br>break',
  'Some <b>bold</b> words',
  'Hidden <!-- comment -->',
];

describe('HTML in page text', () => {
  it.each(words)('words, emphasis, links, lists and a lone < are not HTML: %s', async (markdown) => {
    expect(htmlIn(markdown)).toBeUndefined();
    expect(NO_HTML.test(markdown)).toBe(true);
    // …and Astro's Markdown renders them without any raw HTML of the writer's.
    expect((await processor.render(markdown)).code).not.toMatch(/<(script|iframe|img|br|b)\b/);
  });

  it.each(html)('HTML is found, and the CMS field refuses it: %s', (markdown) => {
    expect(htmlIn(markdown)).toBeDefined();
    expect(NO_HTML.test(markdown)).toBe(false);
  });
});

// The processor as astro.config.mjs sets it up.
const site = await createMarkdownProcessor({ smartypants: false, remarkPlugins: [remarkLinksInLanguage] });

/** The file a text is rendered from, as Astro's content loader passes it (`fileURL`, which the published type leaves out). */
const fileOf = (file: string) => ({ fileURL: pathToFileURL(file) }) as Parameters<typeof site.render>[1];

describe('links in page text', () => {
  const text =
    'Ask for [a quote](/enquiry), read [the FAQ](/faq#survey), call [us](tel:+919822012345) or see [a map][map].\n\n[map]: /locations/goa';
  const hrefs = async (file: string) =>
    [...(await site.render(text, fileOf(file))).code.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

  it.each(TRANSLATED_LOCALES)('in a %s translation lead to the pages in that language', async (locale) => {
    expect(await hrefs(`/site/src/content/services/${locale}/transport.md`)).toEqual([
      `/${locale}/enquiry`,
      `/${locale}/faq#survey`,
      'tel:+919822012345',
      `/${locale}/locations/goa`,
    ]);
  });

  it('in English stay as written', async () => {
    expect(await hrefs('/site/src/content/services/transport.md')).toEqual([
      '/enquiry',
      '/faq#survey',
      'tel:+919822012345',
      '/locations/goa',
    ]);
  });
});
