/**
 * Decap CMS comes to /admin as one pinned release's bundle, not as a dependency of the site (src/integrations/decapCms.ts):
 * a host's install holds none of it, and a tarball is unpacked only when its checksum is the pinned one. The tarballs
 * here are made by the test (no network); tests/built/cms-bundle.test.ts checks the bundle the build placed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackBundle } from '~/integrations/decapCms';

const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { dev?: boolean }> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;

describe("the site's install", () => {
  it('holds no package of Decap CMS, for the build or for the tests (the local server, decap-server, is a tool of its own)', () => {
    const names = Object.keys(lockfile.packages).map((location) => location.replace(/^.*node_modules\//, ''));
    expect(names.length).toBeGreaterThan(500);
    expect(names.filter((name) => name.startsWith('decap-cms'))).toEqual([]);
    for (const kind of ['dependencies', 'devDependencies'])
      expect(Object.keys(manifest[kind] ?? {}).filter((name) => name.startsWith('decap-cms'))).toEqual([]);
  });
});

describe('a Decap CMS tarball', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'cms-bundle-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const bundle = { 'decap-cms.js': 'window.CMS = {};', '103.decap-cms.js': 'chunk();' };
  // Beside the bundle, a release holds its source maps and a second copy named cms.js, which /admin does not serve.
  const others = { 'decap-cms.js.map': '{}', 'cms.js': 'window.CMS = {};', 'cms.css': '' };
  const dist = path.join(work, 'package', 'dist');
  mkdirSync(dist, { recursive: true });
  for (const [name, text] of Object.entries({ ...bundle, ...others })) writeFileSync(path.join(dist, name), text);
  const tarball = path.join(work, 'decap-cms-9.9.9.tgz');
  execFileSync('tar', ['-czf', tarball, '-C', work, 'package']);
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;

  it('with the pinned checksum gives the bundle and its chunks, and nothing else of the release', async () => {
    const into = path.join(work, 'cache', '9.9.9');
    await unpackBundle(tarball, integrity, into);
    expect(readdirSync(into).sort()).toEqual(Object.keys(bundle).sort());
    for (const [name, text] of Object.entries(bundle)) expect(readFileSync(path.join(into, name), 'utf8')).toBe(text);
    expect(readdirSync(path.dirname(into))).toEqual(['9.9.9']);
  });

  it('with any other checksum is refused, naming both, and leaves nothing behind', async () => {
    const into = path.join(work, 'refused', '9.9.9');
    const pinned = `sha512-${createHash('sha512').update('another release').digest('base64')}`;
    await expect(unpackBundle(tarball, pinned, into)).rejects.toThrow(`its checksum is ${integrity}, not ${pinned}`);
    expect(existsSync(into)).toBe(false);
  });
});
