#!/usr/bin/env node
/**
 * npm run release: builds the site to deploy. The same build as `npm run build`, except that it stops,
 * naming each one and the file to edit, while any stand-in or unconfirmed fact remains
 * (see the stand-ins integration in astro.config.mjs).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
const { status } = spawnSync(process.execPath, [path.join(path.dirname(astroPackage), 'astro.js'), 'build'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_RELEASE: '1' },
});
process.exit(status ?? 1);
