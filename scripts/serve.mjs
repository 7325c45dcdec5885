#!/usr/bin/env node
/**
 * Serves the built site as a static host does (scripts/lib/site-server.mjs says how).
 *
 *   node --import tsx scripts/serve.mjs [--port 4321] [--host 127.0.0.1] [--dir dist] [--gzip]     npm run preview [-- arguments]
 *
 * --gzip answers gzip even to a browser that takes brotli, as the studio measures speed (`npm run bench`).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { siteServer } from './lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    gzip: { type: 'boolean', default: false },
  },
});
const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run npm run build first.`);
  process.exit(1);
}

siteServer({ root, gzipOnly: values.gzip }).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}/${values.gzip ? ', gzip only' : ''}`);
});
