/** The owner's guide counts what the CMS lists, as its configuration has it today. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '~/projectRoot';
import { cmsEntries } from '../support/cmsEntries';

it('docs/owner.md gives the number of entries the CMS lists', () => {
  const guide = readFileSync(path.join(PROJECT_ROOT, 'docs/owner.md'), 'utf8');
  const counted = /(\d+)\s+entries the CMS lists/.exec(guide.replace(/\s+/g, ' '))?.[1];
  expect(Number(counted)).toBe(cmsEntries(PROJECT_ROOT).length);
});
