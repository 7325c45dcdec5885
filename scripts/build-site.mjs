#!/usr/bin/env node
/**
 * npm run build:site — the host's build command (netlify.toml), for both stages of the site with nothing to switch:
 * - while any stand-in remains (src/stand-ins/standIns.ts), a preview: `npm run build`, whose pages carry the preview
 *   banner and are noindex (src/stand-ins/preview.ts);
 * - once none remains, the real site: `npm run release`, which also leaves out translations nobody has reviewed.
 * It tries the release first; the release's stand-in check (astro.config.mjs) ends it with PREVIEW_EXIT before
 * building anything when stand-ins remain, and the preview is built instead. Any other failure stops here.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PREVIEW_EXIT } from './lib/stage.mjs';

const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
const astro = (env) => spawnSync(process.execPath, [path.join(path.dirname(astroPackage), 'astro.js'), 'build'], { stdio: 'inherit', env });

const release = astro({ ...process.env, SITE_RELEASE: '1', SITE_PREVIEW_IF_NOT_READY: '1' });
if (release.status !== PREVIEW_EXIT) process.exit(release.status ?? 1);
console.log('\nStand-ins remain: building a preview (banner, noindex) instead of the real site.\n');
const { SITE_RELEASE: _release, ...previewEnv } = process.env;
process.exit(astro(previewEnv).status ?? 1);
