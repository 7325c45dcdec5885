/** The tests of the built site (tests/built) read dist/: without a build there is nothing to test. */
import { existsSync } from 'node:fs';

export default function setup() {
  if (!existsSync('dist/index.html'))
    throw new Error('No built site in dist/: the tests in tests/built read it. Run `npm run build` first (`npm test` does).');
}
