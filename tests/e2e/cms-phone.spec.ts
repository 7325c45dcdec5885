/**
 * The CMS as the owner meets it: every picture field shows the picture it holds today, a folded list entry reads as
 * its text (samples and placeholder partners say so), and the four everyday edits (a phone number, a review, an FAQ
 * answer, a price) are done on a 390 px phone, with nothing wider than the screen and Publish within reach. Each test
 * runs decap-server in a copy of the project and reads what it expects from the copy's files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { Locator, Page } from '@playwright/test';
import { contentList } from '../../src/content-readers/contentLists';
import { readCompany } from '../../src/site.config';
import { group, listEntry, openCms, publish, unfoldButton, withCmsCopy, type CmsCopy } from '../support/decapCms';
import { expect, test as base } from './fixtures';

/** A copy of the project with decap-server saving into it, for one test. */
const test = base.extend<{ cms: CmsCopy }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  cms: ({}, use) => withCmsCopy('cms-phone', use),
});

type Fields = Record<string, unknown>;
/** A page's front matter, as the CMS reads it. */
const frontMatter = (file: string) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]) as Fields;
/** The pages of a folder collection by their position (`order`), with their files' names. */
function pagesInOrder(root: string, collection: 'services' | 'locations') {
  const folder = path.join(root, 'src/content', collection);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ slug: name.replace(/\.md$/, ''), file: path.join(folder, name), data: frontMatter(path.join(folder, name)) }))
    .sort((a, b) => Number(a.data.order) - Number(b.data.order));
}
const firstPage = (root: string, collection: 'services' | 'locations') => pagesInOrder(root, collection)[0];

/** A picture field, by its label. */
const pictureField = (page: Page, scope: Page | Locator, label: string) =>
  scope.locator('[aria-label="image field"]').filter({ has: page.getByText(label, { exact: true }) });

/** The picture a field shows has loaded and is the file the data names, at its own size (not Decap's empty box). */
async function expectShows(field: Locator, dataFile: string, value: string) {
  const { width, height } = await sharp(path.resolve(path.dirname(dataFile), value)).metadata();
  const preview = field.locator('img');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth > 0, img.naturalWidth, img.naturalHeight]))
    .toEqual([true, width, height]);
}

test.describe('every picture field shows the picture it holds', () => {
  test('the founder’s portrait (Company)', async ({ page, cms }) => {
    const file = path.join(cms.root, 'src/data/company.yaml');
    await openCms(page, cms.decap, '#/collections/company/entries/company');
    await expectShows(pictureField(page, group(page, 'Founder'), 'Portrait'), file, readCompany(cms.root).founder.portrait);
  });

  for (const collection of ['services', 'locations'] as const) {
    test(`a page’s picture (${collection})`, async ({ page, cms }) => {
      const { slug, file, data } = firstPage(cms.root, collection);
      await openCms(page, cms.decap, `#/collections/${collection}/entries/${slug}`);
      await expectShows(pictureField(page, page, 'Picture'), file, data.image as string);
    });
  }

  const lists = [
    {
      list: 'partners',
      label: 'Logo',
      picture: 'logo',
      summary: (e: Fields) => `${e.placeholder ? 'Placeholder · ' : ''}${String(e.name)}`,
    },
    { list: 'certificates', label: 'Scan of the certificate', picture: 'image', summary: (e: Fields) => e.title as string },
    { list: 'gallery', label: 'Picture', picture: 'image', summary: (e: Fields) => e.image as string },
  ];
  for (const { list, label, picture, summary } of lists) {
    test(`a list entry’s picture (${list})`, async ({ page, cms }) => {
      const [first] = contentList<Fields>(list, cms.root);
      await openCms(page, cms.decap, `#/collections/lists/entries/${list}`);
      const entry = listEntry(page, page, summary(first));
      await unfoldButton(entry).click();
      await expectShows(pictureField(page, entry, label), path.join(cms.root, `src/content/${list}.yaml`), first[picture] as string);
    });
  }
});

test.describe('the owner’s lists of pages', () => {
  for (const collection of ['services', 'locations'] as const)
    test(`${collection} are listed by position, as the site lists them`, async ({ page, cms }) => {
      const expected = pagesInOrder(cms.root, collection).map(({ data }) => `${String(data.order)}. ${String(data.name)}`);
      await openCms(page, cms.decap, `#/collections/${collection}`);
      await expect(page.getByText(/^\d+\. /)).toHaveText(expected);
    });
});

test.describe('a folded list entry shows its text', () => {
  test('a service’s features read as themselves, not "Line"', async ({ page, cms }) => {
    const { slug, data } = firstPage(cms.root, 'services');
    await openCms(page, cms.decap, `#/collections/services/entries/${slug}`);
    for (const feature of data.features as string[]) await expect(page.getByText(feature, { exact: true })).toBeVisible();
  });

  test('testimonials: each reads as its customer, samples marked "Sample"', async ({ page, cms }) => {
    const reviews = contentList<{ name: string; city: string; sample?: boolean }>('testimonials', cms.root);
    expect(reviews.some((review) => review.sample)).toBe(true);
    await openCms(page, cms.decap, '#/collections/lists/entries/testimonials');
    for (const { name, city, sample } of reviews)
      await expect(page.getByText(`${sample ? 'Sample · ' : ''}${name}, ${city}`, { exact: true })).toBeVisible();
  });

  test('partners: placeholders marked "Placeholder"', async ({ page, cms }) => {
    const partners = contentList<{ name: string; placeholder?: boolean }>('partners', cms.root);
    expect(partners.some((partner) => partner.placeholder)).toBe(true);
    await openCms(page, cms.decap, '#/collections/lists/entries/partners');
    for (const { name, placeholder } of partners)
      await expect(page.getByText(`${placeholder ? 'Placeholder · ' : ''}${name}`, { exact: true })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const toDo = (page: Page) => page.getByRole('link', { name: 'What is left to do' });

  /** Taps as the owner would, counting them from /admin to "Changes saved" (typing in a field counts its tap). */
  function tapper(page: Page, cmsServer: CmsCopy['decap']) {
    let taps = 0;
    return {
      tap: async (target: Locator) => {
        taps += 1;
        await target.tap();
      },
      /** From /admin's first screen, Lists and then the list named `name`. */
      openList: async (name: string) => {
        await openCms(page, cmsServer, '');
        taps += 2;
        await page.getByRole('link', { name: 'Lists', exact: true }).tap();
        await expect(toDo(page)).toBeVisible();
        await page.getByRole('link', { name }).tap();
      },
      /** Unfolds the list entry (in `scope`) that reads `summary` while folded, and gives it. */
      unfold: async (scope: Page | Locator, summary: string) => {
        const entry = listEntry(page, scope, summary);
        taps += 1;
        await unfoldButton(entry).tap();
        return entry;
      },
      type: async (field: Locator, text: string) => {
        taps += 1;
        await field.fill(text);
      },
      /** Nothing runs off the side of the screen, and the field and Publish are on it, the field as wide as its group allows. */
      fits: async (field: Locator) => {
        // A phone widens its layout to content wider than the screen, so innerWidth is compared with the screen too.
        const width = page.viewportSize()!.width;
        expect(await page.evaluate(() => [document.scrollingElement!.scrollWidth, innerWidth])).toEqual([width, width]);
        await expect(field).toBeInViewport();
        const box = (await field.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // As wide as the group it is in leaves it (each level of a list or group takes 16 px a side).
        expect(await field.evaluate((el) => el.getBoundingClientRect().width - el.parentElement!.clientWidth)).toBeGreaterThanOrEqual(-1);
        expect(box.width).toBeGreaterThanOrEqual(width / 2);
        await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeInViewport({ ratio: 1 });
        // Nothing of the site's floats over the form: "What is left to do" is for the lists.
        await expect(toDo(page)).toBeHidden();
      },
      publish: async () => {
        taps += 2;
        await publish(page);
      },
      count: () => {
        test.info().annotations.push({ type: 'taps from /admin to "Changes saved"', description: String(taps) });
        return taps;
      },
    };
  }

  test('Company: a phone number', async ({ page, cms }) => {
    const before = readCompany(cms.root).phones.mobile.number;
    const number = before === '+91 90110 23456' ? '+91 90110 65432' : '+91 90110 23456';
    const owner = tapper(page, cms.decap);
    await openCms(page, cms.decap, '');
    await owner.tap(page.getByRole('link', { name: 'Company details' }));
    const field = group(page, 'Mobile (calls and WhatsApp)').getByLabel('Number', { exact: true });
    await expect(field).toHaveValue(before);
    await owner.type(field, number);
    await owner.fits(field);
    await owner.publish();
    expect(readCompany(cms.root).phones.mobile.number).toBe(number);
    expect(owner.count()).toBeLessThanOrEqual(4);
  });

  test('Lists › Testimonials: a new review', async ({ page, cms }) => {
    const count = contentList('testimonials', cms.root).length;
    const review = {
      name: 'Anita Deshpande',
      city: 'Pune',
      move: '3 BHK, Pune to Nashik',
      text: 'The team packed our kitchen in a morning and nothing was broken when we unpacked in Nashik.',
      source: 'Google review, November 2026',
    };
    const owner = tapper(page, cms.decap);
    await owner.openList('Testimonials');
    await owner.tap(page.getByRole('button', { name: 'Add testimonial' }));
    const labels = {
      name: 'Customer’s name',
      city: 'Customer’s city',
      move: 'The move',
      text: 'Their words',
      source: 'Where and when it was given',
    };
    for (const [key, label] of Object.entries(labels)) {
      // The new entry is the last in the list, open below the others.
      const field = page.getByLabel(label, { exact: true }).last();
      await owner.type(field, review[key as keyof typeof review]);
      await owner.fits(field);
    }
    await owner.publish();
    const saved = contentList('testimonials', cms.root);
    expect(saved).toHaveLength(count + 1);
    expect(saved.at(-1)).toMatchObject({ ...review, sample: false });
    expect(owner.count()).toBeLessThanOrEqual(10);
  });

  test('Lists › Questions and answers: an answer', async ({ page, cms }) => {
    const [faq] = contentList<{ question: string; answer: string }>('faq', cms.root);
    const answer = `${faq.answer} Ask for it in writing.`;
    const owner = tapper(page, cms.decap);
    await owner.openList('Questions and answers');
    const entry = await owner.unfold(page, faq.question);
    const field = entry.getByLabel('Answer', { exact: true });
    await expect(field).toHaveValue(faq.answer);
    await owner.type(field, answer);
    await owner.fits(field);
    await owner.publish();
    expect(contentList<{ answer: string }>('faq', cms.root)[0].answer).toBe(answer);
    expect(owner.count()).toBeLessThanOrEqual(6);
  });

  test('Lists › Rate table: a price', async ({ page, cms }) => {
    const [row] = contentList<{ type: string; bands: { from?: number; to?: number }[] }>('rates', cms.root);
    const band = row.bands[0];
    expect(band.from).toBeDefined();
    const from = band.from! + 500;
    const owner = tapper(page, cms.decap);
    await owner.openList('Rate table');
    const entry = await owner.unfold(page, row.type);
    const priceBand = await owner.unfold(entry, `₹${band.from}–₹${band.to}`);
    // Decap adds "(optional)" to the label of a field that may be left empty.
    const found = priceBand.getByLabel('From (₹)');
    await expect(found).toHaveValue(String(band.from));
    // Held by its id from here on: the band's folded text changes with the price.
    const field = page.locator(`[id="${await found.getAttribute('id')}"]`);
    await owner.type(field, String(from));
    await owner.fits(field);
    await owner.publish();
    expect(contentList<typeof row>('rates', cms.root)[0].bands[0]).toEqual({ ...band, from });
    expect(owner.count()).toBeLessThanOrEqual(7);
  });
});
