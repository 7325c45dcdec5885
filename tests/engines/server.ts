/**
 * The engines tests' server: the built site served over HTTPS, as it is served, with a certificate made for this
 * run. Over plain HTTP, WebKit applies the site's `upgrade-insecure-requests` to 127.0.0.1 as well (Chromium and
 * Firefox leave a local address alone), so every file a page asks for would fail there and no script would run.
 *
 * A visit marked as on a slow network (the cookie SLOW_HERO_COOKIE, set by `visitor.open(…, { slowHero: true })`)
 * gets each page's largest picture, its hero, HERO_HELD_MS late, as a phone on a slow network does: the page is
 * first shown without it and its load event comes seconds later. On this local server it would otherwise come right
 * after the first paint, and a behaviour that waited for it (WebKit's shared scripts before issue 52) would pass.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { assertFreshBuild } from '../support/freshBuild';
import { ENGINES_PORT, HERO_HELD_MS, SLOW_HERO_COOKIE } from './visitor';

/**
 * Every file a built page's hero picture (its one `fetchpriority="high"` image) may be fetched from: the sources of
 * its <picture> (AVIF, WebP) and the image's own src and srcset, at every width.
 */
function heroFiles(folder: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(folder, entry), 'utf8');
    for (const hero of html.matchAll(/<img\b[^>]*\bfetchpriority="high"[^>]*>/g)) {
      const pictureStart = html.lastIndexOf('<picture', hero.index);
      const inPicture = pictureStart >= 0 && html.lastIndexOf('</picture>', hero.index) < pictureStart;
      const markup = inPicture ? html.slice(pictureStart, hero.index + hero[0].length) : hero[0];
      for (const [, list] of markup.matchAll(/\ssrc(?:set)?="([^"]+)"/g))
        for (const candidate of list.split(',')) files.add(candidate.trim().split(/\s+/)[0]);
    }
  }
  return files;
}

/**
 * Never kept by the browser: each held visit fetches its hero again (a picture cached by an earlier page, or by
 * the engine's first page before the tests, would come at once).
 */
function uncached(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    res.setHeader('Cache-Control', 'no-store');
    return writeHead(...args);
  };
}

export default async function serveOverHttps(): Promise<() => Promise<void>> {
  assertFreshBuild();
  const folder = mkdtempSync(join(tmpdir(), 'engines-tls-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  // A throwaway certificate for this address alone; each engine is told to accept it (acceptInsecureCerts).
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const server = siteServer({ root: 'dist', tls: { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') } });
  rmSync(folder, { recursive: true });
  const heroes = heroFiles('dist');
  const [answer] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (!heroes.has(path)) return answer(req, res);
    uncached(res);
    const slow = (req.headers.cookie ?? '').split(/;\s*/).includes(`${SLOW_HERO_COOKIE}=1`);
    if (slow) setTimeout(() => answer(req, res), HERO_HELD_MS);
    else answer(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ENGINES_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
