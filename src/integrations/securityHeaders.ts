/**
 * After the build, hashes every inline script of every built page and writes `dist/_headers` (Netlify,
 * Cloudflare Pages; scripts/serve.mjs applies it too) from src/lib/securityHeaders.ts, so the policy always
 * allows exactly the scripts the pages run. Registered last, so it sees the pages as they are deployed.
 *
 * The 404 page, which hosts serve at any missing path, carries the same policy in a <meta> element.
 *
 * `public/_headers` is the committed copy, for review and for hosts set up from the repository. The build
 * does not rewrite it (a build should not change the sources); it warns when it differs, and a unit test
 * fails until the new file is copied over and committed.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from '../lib/builtPages.mjs';
import { headersForBuild, NOT_FOUND_PAGE, withPolicyMeta } from '../lib/securityHeaders';

export const COMMITTED_HEADERS = 'public/_headers';

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root, { cms: true });
        const file = headersForBuild(pages);
        await writeFile(join(root, '_headers'), file);
        // Hosts serve 404.html for any missing path, which no page rule names: the page carries its policy itself.
        const notFound = pages.get(NOT_FOUND_PAGE);
        if (notFound) await writeFile(join(root, NOT_FOUND_PAGE), withPolicyMeta(notFound));
        const committed = await readFile(COMMITTED_HEADERS, 'utf8').catch(() => '');
        if (committed !== file) {
          logger.warn(`${COMMITTED_HEADERS} differs from the headers of this build: cp dist/_headers ${COMMITTED_HEADERS} and commit it.`);
        }
      },
    },
  };
}
