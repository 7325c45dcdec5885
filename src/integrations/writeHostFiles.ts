/**
 * After the build, hashes every inline script of every built page and writes, from src/hosting/securityHeaders.ts,
 * `dist/_headers` (Netlify, Cloudflare Pages; scripts/serve.mjs applies it too) and `dist-hosts/nginx-headers.conf`
 * (the same headers as nginx `location` blocks; beside dist/, so it is not published), so the policy always allows
 * exactly the scripts the pages run; and `dist/_redirects`, Netlify's 404 page for each language folder the build has.
 * Registered last, so it sees the pages as they are deployed. Neither file is in the repository: the build is their one
 * source, and the policy to review is the module.
 *
 * The 404 page, which hosts serve at any missing path, carries the same policy in a <meta> element.
 */
import type { AstroIntegration } from 'astro';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from '../hosting/builtPages';
import { inPage } from '../hosting/pageHtml';
import { SERVER_CONFIG_DIR } from '../hosting/hostFiles';
import {
  headersForBuild,
  NGINX_HEADERS_FILE,
  nginxHeadersForBuild,
  NOT_FOUND_PAGES,
  redirectsForBuild,
  withPolicyMeta,
} from '../hosting/securityHeaders';

export default function writeHostFiles(): AstroIntegration {
  let serverConfigDir = '';
  return {
    name: 'host-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverConfigDir = fileURLToPath(new URL(`${SERVER_CONFIG_DIR}/`, config.root));
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root, { cms: true });
        await writeFile(join(root, '_headers'), headersForBuild(pages));
        await writeFile(join(root, '_redirects'), redirectsForBuild(pages));
        await mkdir(serverConfigDir, { recursive: true });
        await writeFile(join(serverConfigDir, NGINX_HEADERS_FILE), nginxHeadersForBuild(pages));
        // Hosts serve 404.html for any missing path, which no page rule names: the page carries its policy itself.
        for (const file of NOT_FOUND_PAGES) {
          const notFound = pages.get(file);
          if (notFound)
            await writeFile(
              join(root, file),
              inPage(file, () => withPolicyMeta(notFound)),
            );
        }
      },
    },
  };
}
