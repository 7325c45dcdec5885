/**
 * What the CMS refuses (cms-checks.spec.ts), the build refuses too, for a file changed by hand or by an older CMS: it
 * stops, naming the file, in the same words, instead of publishing a page without its text or two pages in one place.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RULES } from '../../src/schemas/content';
import { buildCopy, projectCopy, removeCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';

let root: string;
test.beforeAll(() => {
  root = projectCopy('refused-build');
});
test.afterAll(() => removeCopy(root));
test.describe.configure({ mode: 'default', timeout: 5 * 60_000 });

/** Changes a file of the copy for one build, and puts it back. */
function withChange(file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  writeFileSync(full, change(before));
  try {
    return buildCopy(root);
  } finally {
    writeFileSync(full, before);
  }
}

test('HTML in a page’s text stops the build, naming the file', () => {
  const file = 'src/content/locations/goa.md';
  const build = withChange(file, (text) => `${text.trimEnd()}\n\nCall us<br>today.\n`);
  expect(build.status, build.output).not.toBe(0);
  expect(build.output).toContain(`${file}: ${RULES.html} (found <br>)`);
});

test('two services in one position stop the build, naming the file and the other page', () => {
  const read = (slug: string) => readFileSync(path.join(root, `src/content/services/${slug}.md`), 'utf8');
  const position = Number(/^order: (\d+)$/m.exec(read('car-transport'))![1]);
  const name = /^name: (.+)$/m.exec(read('car-transport'))![1];
  const build = withChange('src/content/services/bike-transport.md', (text) => text.replace(/^order: \d+$/m, `order: ${position}`));
  expect(build.status, build.output).not.toBe(0);
  expect(build.output).toMatch(/src\/content\/services\/(bike|car)-transport\.md/);
  expect(build.output).toContain(RULES.positionTaken(position, name).slice(0, 20));
});
