/**
 * Serves Decap CMS from this site at /admin (no script from a CDN): its prebuilt bundle and the chunks it
 * loads later (`*decap-cms.js` in the npm package) are copied into dist/admin/ by the build and served
 * from node_modules by the dev server. In dev, /admin/ is sent to /admin as the built site's hosts send it (a 301), where
 * Astro's dev server (trailingSlash: 'never') would answer 404.
 */
import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { copyFile, readdir } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bundleDir = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const isBundleFile = (name: string) => name.endsWith('decap-cms.js');

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
        server.middlewares.use((req, res, next) => {
          const name = /^\/admin\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
          if (!name || !isBundleFile(name) || !existsSync(path.join(bundleDir, name))) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          createReadStream(path.join(bundleDir, name)).pipe(res);
        });
      },
      'astro:build:done': async ({ dir }) => {
        const target = path.join(fileURLToPath(dir), 'admin');
        const files = (await readdir(bundleDir)).filter(isBundleFile);
        await Promise.all(files.map((name) => copyFile(path.join(bundleDir, name), path.join(target, name))));
      },
    },
  };
}
