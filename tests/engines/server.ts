/**
 * The engines tests' server: the built site served over HTTPS, as it is served, with a certificate made for this
 * run. Over plain HTTP, WebKit applies the site's `upgrade-insecure-requests` to 127.0.0.1 as well (Chromium and
 * Firefox leave a local address alone), so every file a page asks for would fail there and no script would run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { assertFreshBuild } from '../support/freshBuild';
import { ENGINES_PORT } from './visitor';

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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ENGINES_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
