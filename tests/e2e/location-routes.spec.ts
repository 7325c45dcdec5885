/**
 * Location pages (issue 14): the road from Pune is shown once, as a sentence built from the place's entry
 * in src/content/distances.yaml, and agrees with the estimator's distance on the same page; the page's own
 * text names no other road; what the company does is shown once, in the shared block.
 * Expected values are read from the content files, never from literals.
 */
import { readFileSync } from 'node:fs';
import { contentList } from '../../src/content-readers/contentLists';
import { parse } from 'yaml';
import { site } from '../../src/site.config';
import { englishText } from '../support/interfaceText';
import { expect, test } from './fixtures';

const t = englishText();

interface Distance {
  id: string;
  city: string;
  km?: number;
  sea?: true;
  route: string;
  farther?: string;
}
const distances = contentList<Distance>('distances');
const locationName = (id: string) => {
  const md = readFileSync(new URL(`../../src/content/locations/${id}.md`, import.meta.url), 'utf8');
  return (parse(md.split(/^---$/m)[1]) as { name: string }).name;
};
/** "1,720 km", the Indian way of grouping digits ("1,00,000"). */
const km = (n: number) => `${new Intl.NumberFormat('en-IN').format(n)} km`;

for (const d of distances) {
  test(`${d.id}: the route from ${site.homeCity} comes from distances.yaml and matches the estimate`, async ({ page }) => {
    await page.goto(`/locations/${d.id}`);
    // The page's own text: the reasons, and after the estimator its longer text with the route (DetailLayout's "more").
    const text = page.locator('section[aria-labelledby="detail-title"], section[aria-labelledby="more-title"]');
    const expected = `From ${site.homeCity} to ${d.city}: ${d.route}${d.km ? `, about ${km(d.km)}` : ''}.${
      d.farther ? ` ${t('page-location.route.farther', { town: d.farther })}` : ''
    }`;
    await expect(text.getByText(expected, { exact: true })).toBeVisible();

    // The page's own text (reasons, description) names no highway or distance besides that sentence.
    const own = (await text.allInnerTexts()).join('\n').replace(expected, '');
    expect(own, d.id).not.toMatch(/\bNH[ -]?\d+/);
    expect(own, d.id).not.toMatch(/\d\s*km\b/);

    // The shared block of the company's services, once per page.
    await expect(page.getByRole('heading', { name: t('sections.moveIncludes.title'), exact: true })).toHaveCount(1);

    // The estimator below prices the same place and the same distance, under its current city name.
    const name = locationName(d.id);
    // The city only where it is not the place itself ("Pune to Chandigarh", not "Chandigarh (Chandigarh)"), and the
    // city alone within the home city's own state ("Pune to Mumbai", not "Maharashtra (Mumbai)").
    const destination = name === site.homeRegion ? d.city : `${name}${d.city === name ? '' : ` (${d.city})`}`;
    const route = `${site.homeCity} to ${destination}:`;
    // In the estimator: the route line above also starts "From Pune to <city>:".
    const estimate = page.locator('.estimator').getByText(route);
    await estimate.scrollIntoViewIfNeeded();
    await expect(estimate).toHaveText(`${route} ${d.km ? `about ${km(d.km)} by road` : 'by road and sea'}`);
  });
}
