/**
 * Page text the owner writes in the CMS stays words, links and lists: HTML in a Markdown body is found as Astro's
 * Markdown parser sees it (the build and the CMS refuse it: src/content.config.ts, src/cms/checks.ts), and the CMS's
 * field pattern refuses what the parser calls HTML while the owner types.
 */
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { htmlIn, NO_HTML } from '~/markdown/htmlIn';

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

  it.each(html)('HTML is found, and the CMS field refuses it: %s', async (markdown) => {
    expect(htmlIn(markdown)).toBeDefined();
    expect(NO_HTML.test(markdown)).toBe(false);
  });
});
