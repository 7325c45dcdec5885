/**
 * Every built page, in every language, links to the site's pages in its own language: a Hindi page's menu,
 * cards, buttons, breadcrumbs and the links its islands render lead to Hindi pages. The only links to another
 * language are those that name it (hreflang: the language switcher). Reads `dist/` (scripts/test.sh builds first).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPageFiles } from '~/hosting/builtPages';
import { servedPath } from '~/lib/servedPath';
import { publishedLocales } from '~/site.config';
import { pageLinks, pathLocale } from '../support/pageLinks';

const dist = new URL('../../dist/', import.meta.url);
const pages = builtPageFiles(dist.pathname).map((file) => ({ path: servedPath(file), html: readFileSync(new URL(file, dist), 'utf8') }));

describe('links to the site’s pages stay in the page’s language', () => {
  it('every published language has its pages built, each with the same pages', () => {
    const inEach = publishedLocales.map((locale) => pages.filter((p) => pathLocale(p.path) === locale).length);
    expect(new Set(inEach).size).toBe(1);
    expect(inEach[0]).toBeGreaterThan(1);
  });

  it.each(pages.map((p) => [p.path, p]))('%s', (_, { path, html }) => {
    const links = pageLinks(html);
    expect(links.length, 'a page with no links to the site’s pages was not read right').toBeGreaterThan(0);
    const locale = pathLocale(path);
    const elsewhere = links.filter((link) => !link.namesItsLanguage && pathLocale(link.href) !== locale).map((link) => link.tag);
    expect(elsewhere, `links on ${path} (${locale}) to pages in another language`).toEqual([]);
  });
});
