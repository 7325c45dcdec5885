/**
 * The owner keeps the site true in the browser, offline: the CMS at /admin saves through its local
 * backend (decap-server) into a copy of the project. The owner changes the mobile number, adds a real
 * review and uploads a portrait; the files change and pass the schemas, and a rebuild of the copy shows
 * them on the pages and no longer lists them among the stand-ins.
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { contentList } from '../../src/content-readers/contentLists';
import { standIns } from '../../src/stand-ins/standIns';
import { readCompany } from '../../src/site.config';
import { group, openCms, publish, withCmsCopy } from '../support/decapCms';
import { buildCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';

test('the owner changes the number, adds a real review and a portrait in /admin, and a rebuild shows them', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await withCmsCopy('cms-owner', async ({ root, decap }) => {
    const number = { display: '+91 98220 12345', digits: '919822012345' };
    const review = {
      name: 'Meera Joshi',
      city: 'Pune',
      move: '2 BHK, Pune to Nagpur',
      text: 'Everything arrived in Nagpur as it left our flat in Kothrud, and the team reassembled the beds the same evening.',
      source: 'Google review, October 2026',
    };
    const photo = path.join(root, 'owner-photo.jpg');
    await sharp({ create: { width: 900, height: 1100, channels: 3, background: '#28508c' } })
      .jpeg()
      .toFile(photo);

    // The CMS is served by the built site; on localhost it saves through decap-server.
    await openCms(page, decap, '#/collections/company/entries/company');
    const mobile = group(page, 'Mobile (calls and WhatsApp)');
    const numberField = mobile.getByLabel('Number', { exact: true });
    // Typed only once the form holds the file's values: typing while the CMS still loads the entry is lost when the
    // entry arrives (a busy machine showed it).
    await expect(numberField).toHaveValue(readCompany(root).phones.mobile.number);
    await numberField.fill(number.display);
    const stillExample = mobile.getByRole('switch', { name: 'This is still the example number' });
    await expect(stillExample).toHaveAttribute('aria-checked', 'true');
    await stillExample.click();
    await expect(stillExample).toHaveAttribute('aria-checked', 'false');

    await group(page, 'Founder')
      .getByRole('button', { name: /Choose (an|different) image/ })
      .click();
    const library = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await library.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(photo);
    await library.getByRole('button', { name: 'Choose selected' }).click();
    await expect(numberField).toHaveValue(number.display);
    await publish(page);

    await page.goto('/admin#/collections/lists/entries/testimonials');
    await page.reload();
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    // The new entry is the last in the list, open below the others.
    await page.getByLabel('Customer’s name').last().fill(review.name);
    await page.getByLabel('Customer’s city').last().fill(review.city);
    await page.getByLabel('The move').last().fill(review.move);
    await page.getByLabel('Their words').last().fill(review.text);
    await page.getByLabel('Where and when it was given').last().fill(review.source);
    // A new review is a real one: its sample box starts unticked.
    await expect(page.getByRole('switch', { name: 'Sample text, not a real review' }).last()).toHaveAttribute('aria-checked', 'false');
    await publish(page);

    // The files changed, and pass the schemas.
    const company = readCompany(root);
    expect(company.phones.mobile).toEqual({ number: number.display, example: false });
    // Saved beside the drawn portrait, in the portrait field's folder (src/cms/pictureFolders.ts).
    expect(company.founder.portrait).toBe('../assets/brand/owner-photo.jpg');
    expect(existsSync(path.join(root, 'src/assets/brand/owner-photo.jpg'))).toBe(true);
    expect(contentList('testimonials', root).at(-1)).toMatchObject({ ...review, sample: false });

    const names = standIns(root).map(({ what }) => what);
    expect(names.join('\n')).not.toMatch(/mobile number|founder's portrait|Meera Joshi/);
    expect(names.join('\n')).toMatch(/office number/);

    // The rebuild.
    const build = buildCopy(root);
    expect(build.status, build.output).toBe(0);
    const rebuilt = siteServer({ root: path.join(root, 'dist') }).listen(0, '127.0.0.1');
    await once(rebuilt, 'listening');
    const origin = `http://127.0.0.1:${(rebuilt.address() as AddressInfo).port}`;
    try {
      await page.goto(`${origin}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: number.display })).toHaveAttribute('href', `tel:+${number.digits}`);
      await expect(page.locator(`a[href^="https://wa.me/${number.digits}?"]`).first()).toBeAttached();
      const [company] = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as { '@type': string; telephone: string })
        .filter((data) => data['@type'] === 'MovingCompany');
      expect(company.telephone).toBe(number.display);

      await page.goto(`${origin}/about`);
      const card = page.locator('[data-testimonials] figure').filter({ hasText: review.name });
      await expect(card).toContainText(review.text);
      await expect(card).toContainText(review.source);
      await expect(card).not.toContainText('Sample text');
      const portrait = page.getByRole('img', { name: /^Portrait of our owner/i }).first();
      await expect(portrait).toBeVisible();
      expect(await portrait.getAttribute('src')).toMatch(/owner-photo/);

      await page.goto(`${origin}/admin/to-do`);
      const list = page.getByRole('main');
      await expect(list).toContainText(/office number/i);
      await expect(list).not.toContainText(/mobile number/i);
      await expect(list).not.toContainText(/founder's portrait/i);
    } finally {
      rebuilt.close();
    }
  });
});
