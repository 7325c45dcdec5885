/** Builds the live copy once for the `live` project's tests (tests/support/liveSite.ts says what it is). */
import { buildLiveSite } from '../support/liveSite';
import { expect, test } from '@playwright/test';

test('build the live site: the project with every stand-in replaced, by the host build command', () => {
  test.setTimeout(10 * 60_000);
  const { stillStandIns, status, output } = buildLiveSite();
  expect(stillStandIns, 'the copy still has stand-ins').toEqual([]);
  expect(status, output).toBe(0);
});
