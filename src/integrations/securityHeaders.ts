/**
 * After the build, hashes every inline script of every built page and writes, from src/build/securityHeaders.ts,
 * `dist/_headers` (Netlify, Cloudflare Pages; scripts/serve.mjs applies it too) and `dist/nginx-headers.conf`
 * (the same headers as nginx `location` blocks), so the policy always allows exactly the scripts the pages run.
 * Registered last, so it sees the pages as they are deployed. Both files exist only in `dist/`: the build is
 * their one source, and the policy to review is the module.
 *
 * The 404 page, which hosts serve at any missing path, carries the same policy in a <meta> element.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from '../build/builtPages.mjs';
import { headersForBuild, NGINX_HEADERS_FILE, nginxHeadersForBuild, NOT_FOUND_PAGES, withPolicyMeta } from '../build/securityHeaders';

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root, { cms: true });
        await writeFile(join(root, '_headers'), headersForBuild(pages));
        await writeFile(join(root, NGINX_HEADERS_FILE), nginxHeadersForBuild(pages));
        // Hosts serve 404.html for any missing path, which no page rule names: the page carries its policy itself.
        for (const file of NOT_FOUND_PAGES) {
          const notFound = pages.get(file);
          if (notFound) await writeFile(join(root, file), withPolicyMeta(notFound));
        }
      },
    },
  };
}
