/**
 * `astro dev` serves the pages the build does: a Hindi or Marathi page of each kind, rendered by the dev server, links
 * to the same pages of the site as the built page in dist/ (links are written in the page's language while it
 * renders: pageHref), and a page in each language fetches the same enquiry dialog and estimator data (the site's own
 * route makes those files: src/pages/[...sharedFile].ts) and draws the same icons from the same sprite (Icon.astro and
 * IconSprite.astro, as the page renders). So what a developer sees in `astro dev` is what visitors
 * get. Reads `dist/` (scripts/test.sh builds first) and starts the dev server once, in its own process, on a port the
 * system gives it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, TRANSLATED_LOCALES } from '~/i18n/locales';
import { getLocations, getServices, locationPath, servicePath } from '~/content-readers/collections';
import { ENQUIRY_PAGE } from '~/lib/enquiry';
import { NAV_LINKS } from '~/company-facts/menu';
import { HELP_LINKS } from '~/lib/nav';
import { dialogFileOf, islandDataFileOf } from '~/hosting/sharedFileLinks';
import { publishedLocales } from '~/site.config';
import { pageLinks } from '../support/pageLinks';

/** Starts Astro's dev server through its public API, prints its address, and stops when the test's pipe closes. */
const DEV_SERVER = `
import { dev } from 'astro';
const server = await dev({ root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port: 0 } });
console.log(JSON.stringify(server.address));
process.stdin.on('end', () => server.stop().then(() => process.exit(0)));
process.stdin.resume();
`;
/** Starting reads every content file and compiles the first page: slow on a busy machine. */
const START_MS = 180_000;

const dist = new URL('../../dist/', import.meta.url);
const [[service], [location]] = await Promise.all([getServices(), getLocations()]);
/** A page of each kind: the menu's and the footer's pages, a service, a place, the enquiry form and the 404 page. */
const kinds: string[] = [
  ...[...NAV_LINKS, ...HELP_LINKS].map(({ href }) => href),
  servicePath(service.id),
  locationPath(location.id),
  ENQUIRY_PAGE,
  '/404',
];
const pages = TRANSLATED_LOCALES.filter((locale) => publishedLocales.includes(locale)).flatMap((locale) =>
  kinds.map((path) => localizedPath(path, locale)),
);

/** The built file of a page path: "/hi" → hi.html, "/hi/locations/goa" → hi/locations/goa.html. */
const builtFile = (path: string) => new URL(`${path.slice(1)}.html`, dist);
const linkTargets = (html: string) => [...new Set(pageLinks(html).map((link) => link.href))].sort();

let server: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  server = spawn(process.execPath, ['--input-type=module', '--eval', DEV_SERVER], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DISABLE_UPDATE_CHECK: 'true' },
  });
  const started = server;
  const address = await new Promise<{ port: number }>((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`astro dev stopped before it was ready (exit ${code})`)));
    createInterface({ input: started.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as { port: number });
    });
  });
  origin = `http://127.0.0.1:${address.port}`;
}, START_MS);

afterAll(() => {
  server?.stdin?.end();
});

describe('astro dev links to the same pages as the build', () => {
  it('each page of the list is built', () => {
    expect(pages.filter((path) => !existsSync(builtFile(path)))).toEqual([]);
  });

  it.each(pages)(
    '%s',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      expect(html, `${path} in astro dev`).toContain('<html lang=');
      expect(linkTargets(html)).toEqual(linkTargets(readFileSync(builtFile(path), 'utf8')));
    },
    60_000,
  );
});

/** The estimator island's opening tag in a page (its `dataFile` prop names its data file). */
const estimatorTag = (html: string) => /<astro-island [^>]*CostEstimateForm[^>]*>/.exec(html)?.[0] ?? '';
/** A page's icons: its sprite, the drawings in it, and the drawing each icon shows, in order. */
function iconsOf(html: string) {
  const sprite = /<svg aria-hidden="true" width="0" height="0"[^>]*>.*?<\/svg>/s.exec(html)?.[0] ?? '';
  return {
    drawings: [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]),
    spriteBytes: sprite.length,
    shown: [...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]),
  };
}
/** What the dev server adds to every element it renders (its toolbar's source links), which the build leaves out. */
const withoutDevMarks = (html: string) => html.replace(/ data-astro-source-(?:file|loc)="[^"]*"/g, '');

describe('astro dev fetches the same shared files and draws the same icons as the build', () => {
  it.each(publishedLocales.map((locale) => localizedPath(locationPath(location.id), locale)))(
    '%s',
    async (path) => {
      const devPage = await (await fetch(`${origin}${path}`)).text();
      const builtPage = readFileSync(builtFile(path), 'utf8');
      const [devDialog, builtDialog] = [dialogFileOf(devPage), dialogFileOf(builtPage)];
      expect(devDialog, `${path}: the dialog's file in astro dev`).toMatch(/^\/_astro\/enquiry-dialog\.[\w-]+\.htm$/);
      expect(withoutDevMarks(await (await fetch(`${origin}${devDialog}`)).text())).toBe(
        readFileSync(new URL(builtDialog!.slice(1), dist), 'utf8'),
      );
      const data = islandDataFileOf(estimatorTag(devPage));
      expect(data, `${path}: the estimator's data`).toBe(islandDataFileOf(estimatorTag(builtPage)));
      expect(await (await fetch(`${origin}${data}`)).text()).toBe(readFileSync(new URL(data!.slice(1), dist), 'utf8'));
      const [devIcons, builtIcons] = [iconsOf(devPage), iconsOf(builtPage)];
      expect(devIcons.shown.length, `${path}: icons shown from the sprite`).toBeGreaterThan(10);
      expect(devIcons, `${path}: the same icons as the build`).toEqual(builtIcons);
    },
    60_000,
  );
});
