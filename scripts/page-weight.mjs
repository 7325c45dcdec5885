// Per-page transfer weight of the built site, gzip-compressed. Run after `npm run build`.
import { builtPageFiles } from '../src/lib/builtPages.mjs';
import { heaviestByKind } from './lib/page-weight.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log(`${builtPageFiles(dist).length} pages. gzip KB, heaviest page of each kind (HTML includes inlined CSS):`);
console.log('page kind'.padEnd(20), 'HTML'.padStart(6), 'CSS'.padStart(6), 'JS'.padStart(6), ' islands');
for (const row of heaviestByKind(dist)) {
  console.log(row.kind.padEnd(20), kb(row.html).padStart(6), kb(row.css).padStart(6), kb(row.js).padStart(6), ` ${row.islands.join(', ')}`);
}
