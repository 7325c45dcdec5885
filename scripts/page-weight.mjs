// Per-page transfer weight of the built site, gzip-compressed. Run after `npm run build`.
import { builtPageFiles } from '../src/hosting/builtPages.ts';
import { heaviestByKind } from './lib/page-weight.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log(`${builtPageFiles(dist).length} pages. gzip KB, heaviest page of each kind (HTML includes inlined CSS):`);
console.log(
  'page kind'.padEnd(20),
  'HTML'.padStart(6),
  'CSS'.padStart(6),
  'JS at load'.padStart(11),
  'JS later'.padStart(9),
  ' islands (at load)',
);
for (const row of heaviestByKind(dist)) {
  const islands = row.islands.map((name) => (row.loadIslands.includes(name) ? `${name} (at load)` : name));
  console.log(
    row.kind.padEnd(20),
    kb(row.html).padStart(6),
    kb(row.css).padStart(6),
    kb(row.loadJs).padStart(11),
    kb(row.js - row.loadJs).padStart(9),
    ` ${islands.join(', ')}`,
  );
}
