/**
 * Every entry the CMS lists can be changed and published as the repository holds it: each of the 9 services and
 * 35 locations, the company's data, every list, every interface-text group and every translation. For each the test
 * opens the entry's form, changes its first free-text field (tests/support/cmsEntries.ts says which), publishes, and
 * reads the file back: the change is there, on one line, and every other line of the file is as it was (comments, key
 * order, quoting: issue 51). Then it builds the changed copy once, which must pass and show every change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { cmsEntries, valueIn, type CmsEntry } from '../support/cmsEntries';
import { fieldBox, openCms, publish, withCmsCopy, unfoldButton } from '../support/decapCms';
import { TRANSLATED_LOCALES } from '../../src/i18n/locales';
import { buildCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';

/** The lines a change took out of a file and put in, past the lines both versions start and end with. */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split('\n'), after.split('\n')];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

/** Five characters found nowhere else in the site, for the nth entry: Latin for English, Devanagari for a translation. */
function marker(n: number, file: string): string {
  const digits = String(n).padStart(3, '0');
  const translated = new RegExp(`/(?:${TRANSLATED_LOCALES.join('|')})/`).test(file);
  return translated ? `झट${digits.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)))}` : `Qz${digits}`;
}

const entryHash = ({ collection, slug }: CmsEntry) => `#/collections/${collection}/entries/${slug}`;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The text field the entry's steps lead to, opening the first entry of each list on the way. */
async function textField(page: Page, entry: CmsEntry): Promise<Locator> {
  let scope = page.locator('body');
  for (const step of entry.steps) {
    if (step.kind === 'group') scope = fieldBox(page, scope, 'object', exactly(step.label)).first();
    else if (step.kind === 'list') {
      // A list's entries start folded.
      const first = fieldBox(page, scope, 'list', exactly(step.label)).first().locator('[class*="-ListItem"]').first();
      await unfoldButton(first).click();
      scope = first;
    } else return scope.getByLabel(step.label, { exact: true }).first();
  }
  throw new Error(`${entryHash(entry)}: the steps lead to no text field`);
}

/** Every file of the built site a visitor's browser reads, as one text to search. */
function builtText(dist: string): string {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && /\.(html?|js|json|xml|txt)$/.test(file.name))
    .map((file) => readFileSync(path.join(file.parentPath, file.name), 'utf8'))
    .join('\n');
}

test('every entry the CMS lists takes a change and publishes it, and the build then passes and shows each change', async ({ page }) => {
  await withCmsCopy('cms-every-entry', async ({ root, decap }) => {
    // All but the gallery's: while its pictures are the drawings, their words are the drawings' own (typed words show once
    // a photograph replaces one: tests/integration/cms-checks.test.ts, tests/integration/picture-descriptions.test.ts), and its
    // translations hold no entry yet.
    const entries = cmsEntries(root).filter(({ file }) => !file.endsWith('/gallery.yaml'));
    // About five seconds an entry on a busy machine, and a build.
    test.setTimeout((entries.length * 5 + 300) * 1000);
    page.on('dialog', (d) => {
      console.log('DIALOG', d.message());
      void d.accept();
    });
    // Opened at a collection's list, not at an entry: an entry the CMS started loading at login would arrive after the
    // test had reopened and changed it, and put back the file's value (the first entry once hung publishing so).
    await openCms(page, decap, `#/collections/${entries[0].collection}`);
    const changes = new Map<CmsEntry, string>();
    for (const [n, entry] of entries.entries()) {
      await test.step(`${entry.collection} › ${entry.slug}: ${entry.steps.map((s) => s.label).join(' › ')}`, async () => {
        // Through the collection's list, as the owner goes: the CMS keeps a form it goes from straight to another,
        // with the old entry's field names and without the new entry's values.
        await page.evaluate((hash) => (location.hash = hash), `#/collections/${entry.collection}`);
        await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeHidden();
        await page.evaluate((hash) => (location.hash = hash), entryHash(entry));
        const field = await textField(page, entry);
        const before = valueIn(root, entry);
        const file = readFileSync(path.join(root, entry.file), 'utf8');
        // Typed only once the form holds the file's value (the CMS loads the entry after drawing the form).
        await expect(field).toHaveValue(before);
        // A word that appears nowhere else, so the build can be searched for it, in the script of the entry's language
        // (the CMS refuses Latin letters in a Hindi or Marathi name).
        const after = `${before} ${marker(n, entry.file)}`;
        await field.fill(after);
        await publish(page);
        expect(valueIn(root, entry), `${entry.file} holds the change`).toBe(after);
        const { added } = changedLines(file, readFileSync(path.join(root, entry.file), 'utf8'));
        expect(added, `${entry.file}: the one line that holds the change, and no other`).toEqual([
          expect.stringContaining(after.slice(-5)),
        ]);
        changes.set(entry, after);
      });
    }

    const build = buildCopy(root);
    expect(build.status, build.output).toBe(0);
    const built = builtText(path.join(root, 'dist'));
    const missing = [...changes]
      .filter(([, value]) => !built.includes(value.slice(-5)))
      .map(([entry]) => `${entry.file} (${entryHash(entry)})`);
    expect(missing, 'changes the built site does not show').toEqual([]);
  });
});
