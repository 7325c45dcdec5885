/** The owner's data: what counts as a stand-in, what the site may say before it is confirmed, and the release gate. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/projectRoot';
import { TO_BE_PUBLISHED as CMS_TO_BE_PUBLISHED } from '~/cms/collections/company';
import { lists } from '~/cms/collections/lists';
import { textFor } from '~/content-readers/interfaceText';
import { registrationLabel, registrationLine, registrationValue } from '~/company-facts/registrations';
import { companyStandIns, formatStandIns, optionalFacts, pendingReviews, standIns } from '~/stand-ins/standIns';
import { parseCompany, type Company } from '~/schemas/company';
import { CLAIM_KEYS, CLAIMS, claimDisagreements, claimReads, parseFigure } from '~/lib/claims';
import { stringify } from 'yaml';
import { RULES } from '~/schemas/content';
import { LANGUAGES, TRANSLATED_LOCALES } from '~/i18n/locales';
import { COMPANY_FILE, founderFrom, NOT_HELD, PENDING, readCompany, registrationFrom, site } from '~/site.config';

const t = await textFor('en');
const TO_BE_PUBLISHED = t('sections.registrations.toBePublished');

/** A copy of the files standIns() reads, to change as the owner would. */
function ownerCopy() {
  const root = mkdtempSync(path.join(tmpdir(), 'owner-'));
  for (const rel of ['src/content', 'src/data', 'src/assets/brand', 'src/assets/certificates', 'src/assets/drawn-pictures.json']) {
    cpSync(path.join(PROJECT_ROOT, rel), path.join(root, rel), { recursive: true });
  }
  return root;
}

/** The company's data with every example box unticked and every fact given. */
function ownersCompany() {
  const company = readCompany();
  for (const group of [company.identity, company.phones.mobile, company.phones.office, company.emails, company.address, company.links])
    group.example = false;
  company.founder = { ...company.founder, name: 'A. Founder', bio: 'A few words.', message: ['A paragraph.'] };
  for (const registration of Object.values(company.registrations)) Object.assign(registration, { status: 'held', number: 'X-1' });
  confirmClaims(company);
  return company;
}

/**
 * Every claim confirmed as the owner would: the rating with its source and number of reviews, and each claim saying
 * what it counts (claims that count the same thing with different figures must, differently).
 */
function confirmClaims(company: Company) {
  for (const key of CLAIM_KEYS) Object.assign(company.claims[key], { example: false, counts: `what ${key} counts` });
  Object.assign(company.claims.rating, { source: 'Google', reviews: 120 });
}

describe('stand-ins', () => {
  it('lists each example group and unconfirmed fact of the company data, with its form in the CMS', () => {
    const company = ownersCompany();
    expect(companyStandIns(company)).toEqual([]);

    company.phones.mobile.example = true;
    company.founder.name = '';
    company.registrations.gstin.status = 'pending';
    company.registrations.udyam.status = 'not held';
    const list = companyStandIns(company);
    // The list reads the group's switch, not its value, and says so by the switch's label in the form.
    expect(list.map((s) => s.what)).toEqual([
      'mobile number: still the example value — the switch “This is still the example number” is on',
      'GST registration (GSTIN): not yet confirmed',
    ]);
    for (const item of list) expect(item.file).toBe(COMPANY_FILE);
    expect(list[0].cms.label).toBe('Company › Phone numbers › Mobile (calls and WhatsApp)');
    // The CMS opens the form at the field.
    expect(list[0].cms.href).toBe('/admin#/collections/company/entries/company?field=phones.mobile');
    expect(list[1].cms.label).toBe('Company › Registrations › GST registration');
  });

  it('the founder’s empty details are optional, as the form says: listed to add when known, not stopping the release', () => {
    const company = ownersCompany();
    expect(optionalFacts(company)).toEqual([]);
    company.founder.bio = '';
    company.founder.message = [];
    expect(companyStandIns(company)).toEqual([]);
    expect(optionalFacts(company).map(({ what, cms }) => [what, cms.label])).toEqual([
      ["founder's biography: not given", 'Company › Founder › About the founder'],
      ["founder's message on the home page: not given", 'Company › Founder › Message on the home page'],
    ]);
  });

  it('each claim not yet confirmed stops the release, named with its figure and where it shows, its form opened at the claim', () => {
    const company = readCompany();
    const unconfirmed = CLAIM_KEYS.filter((key) => company.claims[key].example);
    expect(unconfirmed.length, 'the spec’s figures are still unconfirmed').toBeGreaterThan(0);
    const list = companyStandIns(company);
    for (const key of unconfirmed) {
      const item = list.find(
        ({ what }) =>
          what ===
          `claim "${claimReads(key, company.claims[key])}" on ${CLAIMS[key].where}: not yet confirmed — the switch “Still the example figure, not yet confirmed” is on`,
      );
      expect(item, key).toBeDefined();
      expect(item!.cms.href, key).toBe(`/admin#/collections/company/entries/company?field=claims.${key}`);
      expect(item!.cms.label, key).toBe(`Company › Figures the site claims › ${CLAIMS[key].name}`);
    }
    // Confirmed, each is off the list; the rest of the company data is untouched.
    const confirmed = structuredClone(company);
    confirmClaims(confirmed);
    expect(companyStandIns(confirmed).filter(({ cms }) => cms.href.includes('field=claims.'))).toEqual([]);
  });

  it('claims of one thing that disagree stop the release, side by side in plain words, until they agree or each says what it counts', () => {
    const company = ownersCompany();
    expect(companyStandIns(company)).toEqual([]);
    // The owner confirms two readings of the years without saying what each counts.
    const { experienceLanding, experience } = company.claims;
    experience.value = `${parseFigure(experienceLanding.value)!.amount + 3}+`;
    experienceLanding.counts = experience.counts = '';
    const [item, ...others] = companyStandIns(company);
    expect(others).toEqual([]);
    expect(item.what).toBe(
      `The home page says ${experienceLanding.value} years, the about and location pages ${experience.value} years: make them agree, or say what each counts.`,
    );
    expect(item.figures).toEqual([
      `${CLAIMS.experienceLanding.name}: ${experienceLanding.value}`,
      `${CLAIMS.experience.name}: ${experience.value}`,
    ]);
    expect(item.cms.href).toMatch(/\?field=claims\.experienceLanding$/);
    // Each saying what it counts, differently, they stand.
    experienceLanding.counts = 'the founder’s years in moving';
    experience.counts = 'the company’s years';
    expect(companyStandIns(company)).toEqual([]);
    experienceLanding.counts = experience.counts = '';
    // Made to agree, they are off the list.
    company.claims.experience.value = experienceLanding.value;
    expect(companyStandIns(company)).toEqual([]);
  });

  it('every way the project’s claims disagree is on the list the release refuses with', () => {
    const company = readCompany();
    const listed = companyStandIns(company).map(({ what }) => what);
    for (const { sentence } of claimDisagreements(company.claims)) expect(listed).toContain(sentence);
  });

  it('the release’s list has no claim left once the owner has confirmed each (a copy of the project)', () => {
    const isClaim = ({ cms }: { cms: { href: string } }) => cms.href.includes('field=claims.');
    expect(standIns().filter(isClaim).length).toBeGreaterThan(0);
    const root = ownerCopy();
    const company = readCompany();
    confirmClaims(company);
    writeFileSync(path.join(root, COMPANY_FILE), stringify(company));
    expect(standIns(root).filter(isClaim)).toEqual([]);
  });

  it('a rating is confirmed only with its source and number of reviews', () => {
    const company = ownersCompany();
    const withRating = (rating: Partial<Company['claims']['rating']>) =>
      stringify({ ...company, claims: { ...company.claims, rating: { ...company.claims.rating, ...rating } } });
    expect(() => parseCompany(withRating({}))).not.toThrow();
    expect(() => parseCompany(withRating({ source: '' }))).toThrow(/claims\.rating\.source/);
    expect(() => parseCompany(withRating({ reviews: undefined }))).toThrow(/claims\.rating\.reviews/);
    // Still the example: the preview shows the spec's figure without them.
    expect(() => parseCompany(withRating({ source: '', reviews: undefined, example: true }))).not.toThrow();
  });

  it.each(TRANSLATED_LOCALES)(
    'each %s page and entry a release shows in English is listed by kind, with its translations in the CMS',
    (locale) => {
      const listed = pendingReviews([locale]);
      // Nothing is checked yet: every page, list entry and group of interface text is listed, grouped by kind.
      expect(listed.length).toBeGreaterThan(44 + 27);
      const kinds = new Map(listed.map(({ group, cms }) => [group!.kind, cms.label]));
      const language = `${LANGUAGES[locale].english} (${LANGUAGES[locale].name})`;
      expect(kinds.get(`${language} service pages: translated, not yet checked`)).toBe(`Services · ${LANGUAGES[locale].name}`);
      const faqForm = lists.files!.find(({ name }) => name === 'faq')!.label;
      expect(kinds.get(`${language} FAQ answers: translated, not yet checked`)).toBe(`Lists · ${LANGUAGES[locale].name} › ${faqForm}`);
      expect(kinds.get(`${language} groups of interface text: translated, not yet checked`)).toBe(
        `Interface text · ${LANGUAGES[locale].name}`,
      );
      expect(
        listed.filter(({ group }) => group!.kind.endsWith('service pages: translated, not yet checked')).map(({ group }) => group!.name),
      ).toHaveLength(9);
    },
  );

  it("an empty founder field is a fact not yet confirmed (PENDING); a filled one is the owner's words", () => {
    const { founder } = readCompany();
    const empty = founderFrom({ ...founder, name: '', bio: '', message: [] });
    expect([empty.name, empty.bio, empty.message]).toEqual([PENDING, PENDING, PENDING]);
    const filled = founderFrom({ ...founder, name: 'A. Founder', bio: 'A few words.', message: ['A paragraph.'] });
    expect([filled.name, filled.bio, filled.message]).toEqual(['A. Founder', 'A few words.', ['A paragraph.']]);
  });

  it('a registration is its number once held, PENDING while pending, NOT_HELD when the company does not hold it', () => {
    expect(registrationFrom({ status: 'held', number: '27ABCDE1234F1Z5' })).toBe('27ABCDE1234F1Z5');
    expect(registrationFrom({ status: 'pending', number: '' })).toBe(PENDING);
    expect(registrationFrom({ status: 'not held', number: '' })).toBe(NOT_HELD);
  });

  it('the site reads the founder and every registration in the data file that way', () => {
    const company = readCompany();
    expect(site.founder).toEqual(founderFrom(company.founder));
    for (const [key, value] of Object.entries(company.registrations))
      expect(site.registrations[key as keyof typeof site.registrations], key).toBe(registrationFrom(value));
  });

  it('a wrong value in the data file stops the build, naming the field', () => {
    const source = readFileSync(path.join(PROJECT_ROOT, COMPANY_FILE), 'utf8');
    const broken = source.replace(/(mobile:\n\s+number:).*/, '$1 98220 12345').replace(/(postalCode:).*/, '$1 "4110"');
    expect(() => parseCompany(broken)).toThrow(/phones\.mobile\.number: write it as \+91 and ten digits[\s\S]*address\.postalCode/);
    const held = source.replace(/(gstin:\n\s+status:).*/, '$1 held');
    expect(() => parseCompany(held)).toThrow(`registrations.gstin.number: ${RULES.heldRegistration}`);
  });

  it('lists each sample testimonial and placeholder partner until the owner replaces it', () => {
    const root = ownerCopy();
    const before = standIns(root).map((s) => s.what);
    expect(before.filter((w) => w.startsWith('testimonial'))).toHaveLength(6);
    expect(before.filter((w) => w.startsWith('partner'))).toHaveLength(16);

    const file = path.join(root, 'src/content/testimonials.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'source: Sample text written for the layout\n    sample: true',
        'source: Google review, March 2026\n    sample: false',
      ),
    );
    expect(standIns(root).filter((s) => s.what.startsWith('testimonial'))).toHaveLength(5);
  });

  it("counts a drawn portrait or certificate as a stand-in, and the owner's own file as supplied", () => {
    const root = ownerCopy();
    const portrait = (list: ReturnType<typeof standIns>) => list.filter((s) => s.file === site.founder.portrait);
    expect(portrait(standIns(root))).toHaveLength(1);
    expect(standIns(root).filter((s) => s.file.startsWith('src/assets/certificates/'))).toHaveLength(5);

    writeFileSync(path.join(root, site.founder.portrait), "the owner's photograph");
    writeFileSync(path.join(root, 'src/assets/certificates/gst.png'), 'a scan of the GST certificate');
    expect(portrait(standIns(root))).toHaveLength(0);
    expect(standIns(root).filter((s) => s.file.startsWith('src/assets/certificates/'))).toHaveLength(4);
  });
});

describe('registrations', () => {
  it('say nothing but "to be published" until confirmed, the number once confirmed, and nothing if not held', () => {
    expect(registrationLine(t, 'ibaCode', PENDING)).toBe(TO_BE_PUBLISHED);
    expect(registrationLine(t, 'gstin', '27ABCDE1234F1Z5')).toBe(`${registrationLabel(t, 'gstin')}: 27ABCDE1234F1Z5`);
    expect(registrationLabel(t, 'gstin')).toBe('GSTIN');
    expect(registrationLine(t, 'ibaCode', NOT_HELD)).toBeUndefined();
  });
  it('read the same after their own label (the trust block): the one pending wording, the bare number, nothing if not held', () => {
    expect(registrationValue(t, 'gstin', PENDING)).toBe(TO_BE_PUBLISHED);
    expect(registrationValue(t, 'gstin', '27ABCDE1234F1Z5')).toBe('27ABCDE1234F1Z5');
    expect(registrationValue(t, 'gstin', NOT_HELD)).toBeUndefined();
  });
  it("the CMS's hint for a pending registration quotes the English site's words", () => {
    expect(CMS_TO_BE_PUBLISHED).toBe(TO_BE_PUBLISHED);
  });
});

describe('the release build', () => {
  it('refuses while stand-ins remain, naming each one, its form in the CMS and the file', () => {
    const list = standIns();
    expect(list.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, ['scripts/release.mjs'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toMatch(/Release refused/);
    for (const { what, file, cms } of list) {
      expect(output).toContain(what);
      expect(output).toContain(cms.label);
      expect(output).toContain(file);
    }
    // The list is the end of it: no "unhandled error" from Astro and no stack trace after it, and the exit status 1.
    expect(run.status).toBe(1);
    expect(output).not.toMatch(/unhandled error|Stack trace|^\s+at /im);
    expect(output.trimEnd().endsWith(formatStandIns(list).trimEnd()), 'the list ends the output').toBe(true);
  }, 60_000);
});

describe('values derived from the data', () => {
  it('the office map shows the address itself, so changing the address moves the map', () => {
    for (const url of [site.mapEmbed, site.mapLink]) {
      const place = new URL(url).searchParams.get(url === site.mapEmbed ? 'q' : 'query');
      for (const part of [site.address.street, site.address.city, site.address.postalCode]) expect(place, url).toContain(part);
    }
  });
});
