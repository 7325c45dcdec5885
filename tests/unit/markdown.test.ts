/** Page text the owner writes in the CMS stays words, links and lists: HTML in a Markdown body stops the build. */
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import rehypeNoRawHtml from '~/markdown/rehypeNoRawHtml';

// The processor Astro builds the pages with, with the site's plugin.
const processor = await createMarkdownProcessor({ rehypePlugins: [rehypeNoRawHtml], smartypants: false });
const render = (markdown: string) => processor.render(markdown);

describe('Markdown bodies', () => {
  it('render words, emphasis, links and lists', async () => {
    const { code } = await render('Ask for **the terms** in [writing](/faq).\n\n- one\n- two');
    expect(code).toContain('<strong>the terms</strong>');
    expect(code).toContain('<a href="/faq">writing</a>');
  });

  it.each(['<script>alert(1)</script>', 'Before <iframe src="https://example.org"></iframe> after', '<img src=x onerror="alert(1)">'])(
    'refuse HTML: %s',
    async (markdown) => {
      await expect(render(markdown)).rejects.toThrow(/HTML is not allowed in page text/);
    },
  );
});
