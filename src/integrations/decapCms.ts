/**
 * Serves Decap CMS from this site at /admin (no script from a CDN): the prebuilt bundle of one pinned release and the
 * chunks it loads later (`*decap-cms.js` in its npm package's dist/) are copied into dist/admin/ by the build and
 * served from the same files by the dev server. In dev, /admin/ is sent to /admin as the built site's hosts send it (a
 * 301), where Astro's dev server (trailingSlash: 'never') would answer 404.
 *
 * The release is not one of the site's dependencies: installing the package would install its own too (some 600
 * packages, wanting React 15 to 18 beside the site's 19), which the bundle already holds. The first build or dev
 * server on a machine fetches the package's tarball alone from the npm registry (`npm pack`, through npm's own cache
 * and configuration), refuses it unless it matches the checksum pinned below, and keeps the bundle's files in a
 * cache outside the project (as scripts/ensure-node.sh keeps Node), where every clone and test copy of the project
 * finds them.
 */
import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The release /admin serves. To move to another: its version, and the registry's checksum of its tarball
 * (`npm view decap-cms@<version> dist.integrity`); and the types in src/cms/decap-cms-core.d.ts from the core it holds.
 */
export const DECAP_CMS = {
  version: '3.16.3',
  integrity: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

const isBundleFile = (name: string) => name.endsWith('decap-cms.js');

/** Where a release's bundle is kept once fetched: one folder per version, shared by every copy of the project. */
export const bundleCache = (version = DECAP_CMS.version) =>
  path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'site-decap-cms', version);

/**
 * Unpacks the bundle's files from a decap-cms tarball into `into`, once its sha-512 is `integrity`; otherwise throws,
 * and `into` is not made. Unpacked beside `into` and then renamed, so a build that stops halfway leaves no half a bundle.
 */
export async function unpackBundle(tarball: string, integrity: string, into: string): Promise<void> {
  const found = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (found !== integrity)
    throw new Error(`${path.basename(tarball)} is not the pinned release: its checksum is ${found}, not ${integrity}`);
  await mkdir(path.dirname(into), { recursive: true });
  const unpacked = await mkdtemp(`${into}.part-`);
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked, 'package/dist']);
    const dist = path.join(unpacked, 'package', 'dist');
    const bundle = path.join(unpacked, 'bundle');
    await mkdir(bundle);
    const files = (await readdir(dist)).filter(isBundleFile);
    await Promise.all(files.map((name) => rename(path.join(dist, name), path.join(bundle, name))));
    // Another build may have put the same release there first: its files are the same.
    await rename(bundle, into).catch((error: unknown) => {
      if (!existsSync(path.join(into, 'decap-cms.js'))) throw error;
    });
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** The folder holding the pinned release's bundle, fetched and checked the first time on this machine. */
async function pinnedBundle(): Promise<string> {
  const into = bundleCache();
  if (existsSync(path.join(into, 'decap-cms.js'))) return into;
  console.log(`Fetching Decap CMS ${DECAP_CMS.version} (its package alone) from the npm registry into ${into}…`);
  await mkdir(path.dirname(into), { recursive: true });
  const download = await mkdtemp(`${into}.download-`);
  try {
    const spec = `decap-cms@${DECAP_CMS.version}`;
    const [{ filename }] = JSON.parse(
      execFileSync('npm', ['pack', spec, '--json', '--pack-destination', download], { encoding: 'utf8' }),
    ) as [{ filename: string }];
    await unpackBundle(path.join(download, filename), DECAP_CMS.integrity, into);
  } finally {
    await rm(download, { recursive: true, force: true });
  }
  return into;
}

/**
 * /admin/ and /admin.html → /admin in dev. Astro puts its trailing-slash check (a 404 for /admin/) first in the dev
 * server's chain once every plugin's configureServer has run; this runs after Astro's, and so goes in front of it.
 */
const adminWithSlash: Plugin = {
  name: 'decap-cms:admin-with-slash',
  configureServer: (server) => () => {
    server.middlewares.stack.unshift({
      route: '',
      handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const [pathname = '', query] = (req.url ?? '').split('?');
        if (pathname !== '/admin/' && pathname !== '/admin.html') return next();
        res.writeHead(301, { Location: `/admin${query === undefined ? '' : `?${query}`}` }).end();
      },
    });
  },
};

export default function decapCms(): AstroIntegration {
  return {
    name: 'decap-cms',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [adminWithSlash] } });
      },
      'astro:server:setup': ({ server }) => {
        // Fetched (where this machine has no copy yet) when /admin first asks for it, not by every dev server a test starts.
        let bundle: Promise<string> | undefined;
        server.middlewares.use((req, res, next) => {
          const name = /^\/admin\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
          if (!name || !isBundleFile(name)) return next();
          bundle ??= pinnedBundle();
          bundle.then(
            (dir) => {
              if (!existsSync(path.join(dir, name))) return next();
              res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              createReadStream(path.join(dir, name)).pipe(res);
            },
            (error: unknown) => next(error),
          );
        });
      },
      'astro:build:done': async ({ dir }) => {
        const bundle = await pinnedBundle();
        const target = path.join(fileURLToPath(dir), 'admin');
        const files = (await readdir(bundle)).filter(isBundleFile);
        await Promise.all(files.map((name) => copyFile(path.join(bundle, name), path.join(target, name))));
      },
    },
  };
}
