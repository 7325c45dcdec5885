/**
 * What the pages must say of the owner's facts that can be confirmed or not (the founder, the registrations),
 * checked against the facts a site was built from. truth.spec.ts runs these on the site built from the
 * project's data; changed-data.spec.ts on a copy built with each fact in its other state, so both ways a
 * fact can be are seen on the pages, whichever way the owner's data has it today.
 */
import { expect, type Page } from '@playwright/test';
import { registrationLine } from '../../src/company-facts/registrations';
import { confirmed, examples, NOT_HELD, PENDING, site, type Founder, type Registration, type RegistrationKey } from '../../src/site.config';
import { contentList } from '../../src/content-readers/contentLists';
import { englishText } from '../support/interfaceText';

export interface OwnerFacts {
  founder: Founder;
  registrations: Record<RegistrationKey, Registration>;
}

const t = englishText();
const TO_BE_PUBLISHED = t('sections.registrations.toBePublished');
const certificates = contentList<{ title: string; registration: RegistrationKey }>('certificates');

/**
 * /certificates: a card for each registration held or pending, saying its number or "to be published", each pending
 * one marked as an example; none for one not held. The offer of copies only beside a registration held. With none to
 * show, the page says so plainly, with no list heading, and no menu (header or footer) links to it.
 */
export async function expectCertificates(page: Page, origin: string, facts: OwnerFacts) {
  await page.goto(`${origin}/certificates`);
  const main = page.getByRole('main');
  const cards = main.locator('article');
  const shown = certificates.filter((c) => facts.registrations[c.registration] !== NOT_HELD);
  await expect(cards).toHaveCount(shown.length);
  for (const c of shown) {
    const card = cards.filter({ has: page.getByRole('heading', { name: c.title, exact: true }) });
    await expect(card.getByText(registrationLine(t, c.registration, facts.registrations[c.registration])!, { exact: true })).toBeVisible();
    await expect(card.getByText(t('page-certificates.example'), { exact: true })).toHaveCount(
      facts.registrations[c.registration] === PENDING ? 1 : 0,
    );
  }
  const anyHeld = shown.some((c) => typeof facts.registrations[c.registration] === 'string');
  await expect(main.getByText(t('page-certificates.hero.askForCopy'))).toHaveCount(anyHeld ? 1 : 0);
  // The mailbox to ask: a link, or while it is the example its text marked so (ContactLink.astro).
  await expect(main.locator(examples.emails ? '[data-example="emails"]' : 'a[href^="mailto:"]')).toHaveCount(anyHeld ? 1 : 0);
  await expect(main.getByRole('heading', { name: t('page-certificates.listHeading') })).toHaveCount(shown.length ? 1 : 0);
  await expect(main.getByText(t('page-certificates.hero.none', { name: site.name }))).toHaveCount(shown.length ? 0 : 1);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).not.toMatch(/\bholds?\b/i);
  // The menus: the header's (wide screen and phone) and the footer's.
  for (const menu of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    const links = menu.locator('a[href="/certificates"]');
    if (shown.length) await expect(links.first()).toBeAttached();
    else await expect(links).toHaveCount(0);
  }
}

/** /about and /: the founder's role always; their name, biography and message only as confirmed, and nothing in their place before. */
export async function expectFounder(page: Page, origin: string, { founder }: OwnerFacts) {
  const [name, bio, message] = [confirmed(founder.name), confirmed(founder.bio), confirmed(founder.message)];
  await page.goto(`${origin}/about`);
  const profile = page.locator('section', { has: page.locator('#founder-title') });
  await expect(profile.getByText(t('about.founder.title')).first()).toBeVisible();
  await expect(profile.locator('#founder-title')).toHaveText(name ?? t('about.founder.heading', { title: t('about.founder.role') }));
  // The role, the biography once confirmed, and how to write to the owner.
  await expect(profile.locator('p')).toHaveCount(bio ? 3 : 2);
  if (bio) await expect(profile.getByText(bio)).toBeVisible();
  await page.goto(`${origin}/`);
  const owner = page.locator('section', { has: page.locator('#owner-title') });
  await expect(owner.locator('blockquote p')).toHaveText(message ?? []);
}

/** The trust block: the GSTIN as confirmed, TO_BE_PUBLISHED's words while pending, no GSTIN line when not held. */
export async function expectGstin(page: Page, origin: string, path: string, { registrations }: OwnerFacts) {
  await page.goto(`${origin}${path}`);
  const block = page.locator('section', { has: page.getByRole('heading', { name: 'Our registered details and official contacts' }) });
  const gstin = registrations.gstin;
  await expect(block.locator('dt:text-is("GSTIN") + dd')).toHaveText(
    gstin === NOT_HELD ? [] : [typeof gstin === 'string' ? gstin : TO_BE_PUBLISHED],
  );
  // "A GST invoice for the move" only with the GSTIN held (src/company-facts/saidWhen.ts); a bill otherwise.
  await expect(
    block.getByText(t(typeof gstin === 'string' ? 'sections.trust.getReceiptsWhenGstin' : 'sections.trust.getReceipts')),
  ).toBeVisible();
  await expect(block.getByText(/GST invoice/)).toHaveCount(typeof gstin === 'string' ? 1 : 0);
}

/** The page's structured-data node of a type ("MovingCompany"), or undefined. */
export const structuredNode = async (page: Page, type: string) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((json) => JSON.parse(json) as Record<string, unknown>)
    .find((node) => node['@type'] === type);

/** The home page's structured data: the founder's name and the GSTIN only once confirmed. */
export async function expectStructuredData(page: Page, origin: string, { founder, registrations }: OwnerFacts) {
  await page.goto(`${origin}/`);
  const data = (await structuredNode(page, 'MovingCompany')) as {
    founder?: { name?: string };
    taxID?: string;
  };
  expect(data.founder?.name).toBe(confirmed(founder.name));
  expect(data.taxID).toBe(typeof registrations.gstin === 'string' ? registrations.gstin : undefined);
}
