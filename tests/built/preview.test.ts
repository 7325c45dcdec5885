/**
 * A preview nobody takes for the live site (src/build/preview.ts): while any stand-in remains, every page of the build
 * says so in its language, is noindex, the host files send `X-Robots-Tag: noindex`, robots.txt disallows everything,
 * and the anti-fraud block says its contacts are examples instead of asking visitors to trust them. The real site,
 * built once none remains, has none of it: tests/e2e/preview.spec.ts builds a copy with the owner's data complete.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltPages } from '~/build/builtPages';
import { SERVER_CONFIG_DIR } from '~/build/hostFiles';
import { contactsAreExamples } from '~/build/preview';
import { NGINX_HEADERS_FILE } from '~/build/securityHeaders';
import { standIns } from '~/build/standIns';
import { TRANSLATED_LOCALES, type Locale } from '~/i18n/locales';
import { textFor } from '~/i18n/text';
import { decode } from '../support/pageText';

const root = new URL('../../', import.meta.url).pathname;
const dist = path.join(root, 'dist');
const pages = await readBuiltPages(dist);
/** "hi/about.html" and "hi.html" → hi; "about.html" → en. */
const localeOf = (file: string): Locale =>
  TRANSLATED_LOCALES.find((locale) => file === `${locale}.html` || file.startsWith(`${locale}/`)) ?? 'en';

describe.runIf(standIns().length > 0)('while stand-ins remain, the build is a preview', () => {
  it('every page opens with the preview banner, in its own language', async () => {
    for (const [file, html] of pages) {
      const t = await textFor(localeOf(file));
      const banners = [...html.matchAll(/<section data-preview-banner[^>]*>\s*<p>([^<]*)<\/p>/g)].map(([, text]) => decode(text).trim());
      expect(banners, file).toEqual([t('shell.preview')]);
    }
  });

  it('every page is noindex', () => {
    for (const [file, html] of pages) expect(html, file).toMatch(/<meta name="robots" content="noindex">/);
  });

  it('the host files send X-Robots-Tag: noindex with every response', () => {
    const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
    const everything = headers.split('\n\n').find((rule) => rule.startsWith('/*\n'));
    expect(everything).toContain('  X-Robots-Tag: noindex');
    const nginx = readFileSync(path.join(root, SERVER_CONFIG_DIR, NGINX_HEADERS_FILE), 'utf8');
    const locations = nginx.split(/\n(?=location )/).filter((block) => block.startsWith('location ') && !block.includes('return 404'));
    expect(locations.length).toBeGreaterThan(0);
    for (const block of locations) expect(block, block.split('\n')[0]).toContain('add_header X-Robots-Tag "noindex" always;');
  });

  it('robots.txt disallows everything', () => {
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8').split('\n');
    expect(robots).toContain('Disallow: /');
    expect(robots).not.toContain('Allow: /');
  });

  it.runIf(contactsAreExamples())('the anti-fraud block says its contacts are examples, and asks no one to trust them', async () => {
    const withTrustBlock = [...pages].filter(([, html]) => html.includes('id="trust-title"'));
    expect(withTrustBlock.length).toBeGreaterThanOrEqual(6);
    for (const [file, html] of withTrustBlock) {
      const t = await textFor(localeOf(file));
      const text = decode(html);
      expect(text, file).toContain(t('sections.trust.previewNote'));
      expect(text, file).not.toContain(t('sections.trust.ifInDoubt'));
    }
  });
});

it('the preview needs nothing of the owner: no file in the project names a stage to switch', () => {
  expect(existsSync(path.join(root, 'netlify.toml'))).toBe(true);
  const netlify = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
  expect(netlify).toMatch(/^\s*command = "npm run build:site"$/m);
});
