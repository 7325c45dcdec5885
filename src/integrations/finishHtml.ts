/**
 * A touch to every built page that Astro offers no option for. It leaves a page unchanged when Astro's
 * output no longer has what it looks for.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from '../build/builtPages.mjs';
import { TRANSLATED_LOCALES } from '../i18n/locales';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` in front of the first island, inside <body>,
 * where a <style> element is not valid HTML: this moves that one rule into <head>, unchanged.
 */
export function moveIslandStyleToHead(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  if (!match || html.indexOf(match[0]) < html.indexOf('</head>')) return html;
  return html.replace(match[0], '').replace('</head>', `${match[0]}</head>`);
}

/** A link to one of the site's pages (not a file such as /og-image.jpg, an asset under /_astro/ or the CMS). */
const PAGE_LINK = /^\/(?!\/|_astro\/|admin(?:[/?#]|$))(?:[^"?#.]*(?:[?#][^"]*)?)$/;

/**
 * Links stay in the page's language: on a Hindi or Marathi page, every link to one of the site's pages
 * (`href="/contact"`, written once in the components for all languages) leads to that page in the same
 * language (`/hi/contact`). A link that names its language (`hreflang`, as the language switcher's do) is
 * left as it is.
 */
export function keepLinksInLanguage(html: string, locale: string): string {
  return html.replace(/<a\b[^>]*>/g, (tag) => {
    if (/\shreflang=/.test(tag)) return tag;
    return tag.replace(/(\shref=")([^"]*)"/, (whole, start: string, href: string) =>
      PAGE_LINK.test(href)
        ? `${start}/${locale}${href === '/' ? '' : href.startsWith('/#') || href.startsWith('/?') ? href.slice(1) : href}"`
        : whole,
    );
  });
}

/** The language of a built page, from its folder ("hi/contact.html" → "hi"); none for English. */
const pageLocale = (file: string) => TRANSLATED_LOCALES.find((locale) => file === `${locale}.html` || file.startsWith(`${locale}/`));

export default function finishHtml(): AstroIntegration {
  return {
    name: 'finish-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root);
        await Promise.all(
          [...pages].map(async ([file, html]) => {
            const locale = pageLocale(file);
            const moved = moveIslandStyleToHead(html);
            const finished = locale ? keepLinksInLanguage(moved, locale) : moved;
            if (finished !== html) await writeFile(join(root, file), finished);
          }),
        );
      },
    },
  };
}
