/**
 * A language is one entry in src/i18n/languages.ts. This builds a copy of the project with a fourth language,
 * Gujarati, added as that one entry (tests/support/gujarati.ts: its name, script, fonts, line heights, number forms and
 * home place) and one page translated into it, and checks that everything that reads the languages follows: its pages are built under
 * /gu/ in its own language and script, its script's type rules apply, the other languages link to it, a missing
 * page under /gu/ gets its 404 page from each host's generated rules, and the weight tool counts its pages.
 *
 * Nothing else is translated, not even the interface text: the build still passes, and every other page is built
 * with the English words (the interface's filled with the Gujarati home place), each page's own text marked
 * lang="en" under the note that it is not yet translated, sent to the English page for search engines, and named in
 * the to-do list.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { SERVER_CONFIG_DIR } from '../../src/hosting/hostFiles';
import { NGINX_HEADERS_FILE } from '../../src/hosting/securityHeaders';
import { GUJARATI, GUJARATI_CODE } from '../support/gujarati';
import { buildCopy, projectCopy, removeCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';

const LANGUAGES_FILE = 'src/i18n/languages.ts';
/** The Gujarati entry as source, the last of LANGUAGES (its object literal is the typed entry's JSON). */
const GUJARATI_ENTRY = `  ${GUJARATI_CODE}: ${JSON.stringify(GUJARATI)},\n`;
/** The one page translated into Gujarati, and its name there. */
const TRANSLATED = { file: 'src/content/services/gu/car-transport.md', path: '/gu/services/car-transport', name: 'કાર ટ્રાન્સપોર્ટ સેવા' };

/** The languages file with Gujarati added as the last entry of LANGUAGES. */
function withGujarati(source: string): string {
  const end = source.indexOf('\n}', source.indexOf('export const LANGUAGES'));
  expect(end, `${LANGUAGES_FILE}: the end of LANGUAGES`).toBeGreaterThan(0);
  return `${source.slice(0, end + 1)}${GUJARATI_ENTRY}${source.slice(end + 1)}`;
}

let root = '';
let dist = '';
let origin = '';
let server: ReturnType<typeof siteServer> | undefined;

// The checks read one build, in one worker.
test.describe.configure({ mode: 'default', timeout: 6 * 60_000 });

test.beforeAll(async () => {
  root = projectCopy('added-language');
  const languagesFile = path.join(root, LANGUAGES_FILE);
  writeFileSync(languagesFile, withGujarati(readFileSync(languagesFile, 'utf8')));
  // The words of the one translated page: the Hindi page's, with a Gujarati name.
  const hindi = readFileSync(path.join(root, TRANSLATED.file.replace('/gu/', '/hi/')), 'utf8');
  mkdirSync(path.dirname(path.join(root, TRANSLATED.file)), { recursive: true });
  writeFileSync(path.join(root, TRANSLATED.file), hindi.replace(/^name: .*$/m, `name: ${TRANSLATED.name}`));

  const build = buildCopy(root);
  expect(build.status, build.output).toBe(0);
  dist = path.join(root, 'dist');
  server = siteServer({ root: dist }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  server?.close();
  removeCopy(root);
});

test('every page is built in Gujarati under /gu/, in its language, and the other languages offer it', async ({ page }) => {
  const pagesIn = (folder: string) =>
    readdirSync(path.join(dist, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
  expect(pagesIn('gu')).toBe(pagesIn('hi'));

  await page.goto(origin + TRANSLATED.path);
  await expect(page.locator('html')).toHaveAttribute('lang', GUJARATI.htmlLang);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', GUJARATI.ogLocale);
  await expect(page.locator('h1')).toHaveText(TRANSLATED.name);

  await expect(page.getByRole('note')).toHaveCount(0);

  // The interface, in English until it is translated, names the home city as Gujarati writes it.
  await page.goto(origin + '/gu');
  await expect(page).toHaveTitle(new RegExp(GUJARATI.homePlace.homeCity));
  await expect(page).not.toHaveTitle(/Pune/);

  await page.goto(origin + '/services/car-transport');
  await expect(page.locator(`link[rel="alternate"][hreflang="${GUJARATI.htmlLang}"]`)).toHaveAttribute(
    'href',
    /\/gu\/services\/car-transport$/,
  );
  await expect(page.locator(`a[hreflang="${GUJARATI.htmlLang}"]`).first()).toHaveText(GUJARATI.name);
});

test('a page not translated into Gujarati is built from the English under a note, and search engines are sent to the English', async ({
  page,
}) => {
  await page.goto(origin + '/gu/locations/goa');
  await expect(page.locator('html')).toHaveAttribute('lang', GUJARATI.htmlLang);
  await expect(page.getByRole('note')).toHaveText(/not yet translated into Gujarati/);
  const summary = page.locator('main p[lang]').first();
  await expect(summary).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/locations\/goa$/);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  await page.goto(origin + '/locations/goa');
  await expect(page.locator(`link[rel="alternate"][hreflang="${GUJARATI.htmlLang}"]`)).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
  expect(readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain('/gu/locations/goa');

  // The to-do list names the Gujarati pages still in English, with the one translated page not among them.
  await page.goto(origin + '/admin/to-do');
  const services = page.getByRole('listitem').filter({ hasText: 'Gujarati (ગુજરાતી) service pages: not yet translated' });
  await expect(services).toContainText('8 Gujarati');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gujarati (ગુજરાતી) location pages: not yet translated' })).toContainText(
    '35 Gujarati',
  );
});

test("Gujarati pages are drawn with its script's fonts and line heights, and keep letter spacing (no headstroke)", async ({ page }) => {
  await page.goto(origin + TRANSLATED.path);
  const style = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const { fontFamily, fontSize, lineHeight, letterSpacing } = getComputedStyle(element);
        return { fontFamily, ratio: parseFloat(lineHeight) / parseFloat(fontSize), letterSpacing };
      });
  expect((await style('body')).fontFamily).toContain(GUJARATI.script.fonts[0]);
  expect((await style('h1')).ratio).toBeCloseTo(GUJARATI.script.lineHeight.heading, 2);
  expect((await style('main p')).ratio).toBeCloseTo(GUJARATI.script.lineHeight.body, 2);

  // The eyebrow's tracking stays in Gujarati: only a script whose letters join (Devanagari) loses it.
  await page.goto(origin + '/gu/services');
  expect((await style('.eyebrow')).letterSpacing).not.toBe('normal');
  await page.goto(origin + '/hi/services');
  expect((await style('.eyebrow')).letterSpacing).toBe('normal');
});

test("a missing page under /gu/ gets the Gujarati 404 page, from each host's generated rules", async ({ request }) => {
  const response = await request.get(`${origin}/gu/no-such-page`);
  expect(response.status()).toBe(404);
  expect(/<html lang="([^"]+)"/.exec(await response.text())?.[1]).toBe(GUJARATI.htmlLang);

  // Netlify's rule, and nginx's: neither host finds a language's 404 page by itself.
  expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toContain('\n/gu/*  /gu/404.html  404\n');
  const nginx = readFileSync(path.join(root, SERVER_CONFIG_DIR, NGINX_HEADERS_FILE), 'utf8');
  expect(nginx).toMatch(/location \/gu\/ \{[^}]*error_page 404 \/gu\/404\.html;/);
});

test('the weight tool counts a Gujarati page as the kind of page it is', async () => {
  const { pageKind } = (await import(
    pathToFileURL(path.join(root, 'scripts/lib/page-weight.mjs')).href
  )) as typeof import('../../scripts/lib/page-weight.mjs');
  expect(pageKind('/gu/locations/goa')).toBe('/locations/[id]');
  expect(pageKind('/gu')).toBe('/');
});
