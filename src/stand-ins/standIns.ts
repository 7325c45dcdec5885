/**
 * Everything on the site that is not yet the owner's: example values and unconfirmed facts in the
 * company's data, sample testimonials, placeholder partner logos, and the drawn pictures that stand in
 * for the founder's portrait and the certificate scans. Every build lists them, /admin/to-do shows
 * them with where to fix each in the CMS, and `npm run release` refuses to build while any remains.
 * The to-do page also lists what does not stop a release: the translations a release shows in English, and the founder's
 * details the site leaves out while they are empty. Runs at build time only (it reads files).
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';
import { pictureState, readManifest } from '../content-readers/drawnPictures';
import { cmsPlace, type CmsPlace } from '../cms/places';
import type { StandIn } from './standIn';
import type { Company } from '../schemas/company';
import { CLAIM_KEYS, CLAIMS, claimDisagreements, claimReads } from '../lib/claims';
import { COMPANY_FILE, readCompany } from '../site.config';
import { contentList } from '../content-readers/contentLists';
import { photographsDescribedAsDrawings } from '../content-readers/pictureDescriptions';
import type { PictureKind } from '../lib/gallery';
import { LANGUAGES, TRANSLATED_LOCALES, type Locale } from '../i18n/locales';
import { notYetReviewed, type TranslatedKind, type TranslationState } from '../content-readers/translations';

export type { StandIn };

const TESTIMONIALS = 'src/content/testimonials.yaml';
const PARTNERS = 'src/content/partners.yaml';
const CERTIFICATES = 'src/content/certificates.yaml';
const GALLERY = 'src/content/gallery.yaml';

/** A picture path as the data files give it (relative to the file) → relative to the project. */
const assetPath = (dataFile: string, image: string) => path.posix.join(path.posix.dirname(dataFile), image);

const EXAMPLE_GROUPS = [
  ['identity', 'web address, company name and registered name'],
  ['phones.mobile', 'mobile number'],
  ['phones.office', 'office number'],
  ['emails', 'e-mail addresses'],
  ['address', 'office address'],
  ['links', 'social and webmail links'],
] as const;

const REGISTRATION_NAMES: Record<keyof Company['registrations'], string> = {
  gstin: 'GST registration (GSTIN)',
  udyam: 'Udyam (MSME) registration',
  shopEstablishment: 'Shop & Establishment registration',
  ibaCode: 'IBA code',
  transitInsurer: 'transit insurer',
};

/**
 * What a value's "still the example" switch is called in the company's form, as the to-do list names it: the list reads
 * that switch, not the value, so a number changed with its switch left on stays listed, and says why.
 */
const switchIsOn = (field: string) => ` — the switch “${cmsPlace.company(`${field}.example`).label.split(' › ').at(-1)}” is on`;

/** The example values and unconfirmed facts in the company's data file. */
export function companyStandIns(company: Company): StandIn[] {
  const at = (field: string) => ({ file: COMPANY_FILE, cms: cmsPlace.company(field) });
  const group = (key: string): { example: boolean } =>
    key.split('.').reduce<Record<string, unknown>>((value, part) => value[part] as Record<string, unknown>, company) as {
      example: boolean;
    };
  return [
    ...EXAMPLE_GROUPS.filter(([key]) => group(key).example).map(([key, name]) => ({
      what: `${name}: still the example value${switchIsOn(key)}`,
      ...at(key),
    })),
    ...Object.entries(company.registrations)
      .filter(([, { status }]) => status === 'pending')
      .map(([key]) => ({
        what: `${REGISTRATION_NAMES[key as keyof Company['registrations']]}: not yet confirmed`,
        ...at(`registrations.${key}`),
      })),
    ...claimStandIns(company),
  ];
}

/** How the to-do list shows a claim beside the others: its name, its figure and what it counts. */
const claimFigure = (company: Company, key: (typeof CLAIM_KEYS)[number]) => {
  const { value, counts } = company.claims[key];
  return `${CLAIMS[key].name}: ${value}${counts ? ` (counts ${counts})` : ''}`;
};

/**
 * Each claimed figure the owner has not confirmed, named with its value and where it shows; and each way two claims
 * that count the same thing disagree (src/lib/claims.ts), in plain words, with the figures side by side.
 */
export function claimStandIns(company: Company): StandIn[] {
  const unconfirmed = CLAIM_KEYS.filter((key) => company.claims[key].example).map((key) => ({
    what: `claim "${claimReads(key, company.claims[key])}" on ${CLAIMS[key].where}: not yet confirmed${switchIsOn(`claims.${key}`)}`,
    file: COMPANY_FILE,
    cms: cmsPlace.company(`claims.${key}`),
  }));
  const disagreements = claimDisagreements(company.claims).map(({ keys, sentence }) => ({
    what: sentence,
    figures: keys.map((key) => claimFigure(company, key)),
    file: COMPANY_FILE,
    cms: cmsPlace.company(`claims.${keys[0]}`),
  }));
  return [...disagreements, ...unconfirmed];
}

const FOUNDER_FIELDS = { name: "founder's name", bio: "founder's biography", message: "founder's message on the home page" } as const;

/**
 * What the owner may add when they have it, and the site is true without: the founder's name, biography and message
 * (while empty the site says nothing about them). Not a stand-in: the release goes ahead without them.
 */
export function optionalFacts(company: Company): StandIn[] {
  return (Object.keys(FOUNDER_FIELDS) as (keyof typeof FOUNDER_FIELDS)[])
    .filter((field) => company.founder[field].length === 0)
    .map((field) => ({ what: `${FOUNDER_FIELDS[field]}: not given`, file: COMPANY_FILE, cms: cmsPlace.company(`founder.${field}`) }));
}

/** How the to-do list names the parts of a kind. */
const KIND_NAMES: Record<TranslatedKind, string> = {
  services: 'service pages',
  locations: 'location pages',
  faq: 'FAQ answers',
  checklist: 'checklist stages',
  certificates: 'certificates',
  presence: 'presence tiles',
  gallery: 'gallery picture descriptions',
  distances: 'distances',
  rates: 'rate-table rows',
  ui: 'groups of interface text',
};
const STATE_NAMES: Record<Exclude<TranslationState, 'reviewed'>, string> = {
  untranslated: 'not yet translated',
  faulty: 'breaking a rule of their form, so shown in English until mended',
  unreviewed: 'translated, not yet checked',
  outdated: 'changed in English since they were checked',
};

/**
 * The parts of each language a release shows in English: untranslated, not yet checked by a reader the owner
 * trusts, or checked against English words that have changed since. One item per language, kind and state.
 */
export function pendingReviews(locales: readonly Locale[] = TRANSLATED_LOCALES, root = PROJECT_ROOT): StandIn[] {
  return notYetReviewed(root)
    .filter(({ locale }) => locales.includes(locale))
    .map(({ locale, translation: { part, state, file, fault } }) => {
      const kind = `${LANGUAGES[locale].english} (${LANGUAGES[locale].name}) ${KIND_NAMES[part.kind]}: ${STATE_NAMES[state as keyof typeof STATE_NAMES]}`;
      const name = fault ? `${part.name} (${fault})` : part.name;
      return { what: `${kind}: ${name}`, group: { kind, name }, file, cms: cmsPlace.translations(part.kind, locale) };
    });
}

export function standIns(root = PROJECT_ROOT): StandIn[] {
  const company = readCompany(root);
  const manifest = readManifest(root);
  const stillDrawn = (rel: string) => pictureState(rel, manifest, root) === 'drawn';
  const list = companyStandIns(company);

  contentList<{ name: string; sample: boolean }>('testimonials', root).forEach((t, i) => {
    if (t.sample)
      list.push({
        what: `testimonial ${i + 1} (${t.name}): sample text, not a real review`,
        group: { kind: 'testimonials: sample text, not real reviews', name: t.name },
        file: TESTIMONIALS,
        cms: cmsPlace.list('testimonials'),
      });
  });
  contentList<{ name: string; placeholder: boolean }>('partners', root).forEach((p, i) => {
    if (p.placeholder)
      list.push({
        what: `partner ${i + 1} (${p.name}): placeholder name and logo`,
        group: { kind: 'partners: placeholder names and logos', name: p.name },
        file: PARTNERS,
        cms: cmsPlace.list('partners'),
      });
  });
  const portrait = assetPath(COMPANY_FILE, company.founder.portrait);
  if (stillDrawn(portrait))
    list.push({ what: "founder's portrait: a drawing, not a photograph", file: portrait, cms: cmsPlace.company('founder.portrait') });
  for (const c of contentList<{ title: string; registration: keyof Company['registrations']; image: string }>('certificates', root)) {
    const image = assetPath(CERTIFICATES, c.image);
    if (company.registrations[c.registration].status !== 'not held' && stillDrawn(image)) {
      list.push({
        what: `certificate "${c.title}": a drawn placeholder, not a scan of the certificate`,
        group: { kind: 'certificates: drawn placeholders, not scans', name: c.title },
        file: image,
        cms: cmsPlace.list('certificates'),
      });
    }
  }
  list.push(...photographsDescribedAsDrawings(root));
  return list;
}

/** Each gallery picture, in the gallery's order: still the drawing `npm run art` made, or the owner's photograph. */
export function galleryPictureKinds(root = PROJECT_ROOT): PictureKind[] {
  const manifest = readManifest(root);
  return contentList<{ image: string }>('gallery', root).map(({ image }) =>
    pictureState(assetPath(GALLERY, image), manifest, root) === 'drawn' ? 'drawn' : 'photo',
  );
}

/** One entry of the list as the owner reads it: a stand-in, or a kind of which several remain ("16 partners: …"). */
export interface GroupedStandIn {
  what: string;
  /** For claims that disagree: each figure, side by side. */
  figures?: string[];
  /** The names of the entries a kind stands for; empty for a single stand-in. */
  each: string[];
  cms: CmsPlace;
}

/** One entry per stand-in, and one per kind of grouped stand-ins, in the order they first appear. */
export function groupedStandIns(list: StandIn[]): GroupedStandIn[] {
  const grouped = new Map<string, GroupedStandIn>();
  for (const { what, group, cms, figures } of list) {
    const key = group?.kind ?? what;
    const entry = grouped.get(key) ?? { what: key, each: [], cms, ...(figures ? { figures } : {}) };
    if (group) entry.each.push(group.name);
    grouped.set(key, entry);
  }
  return [...grouped.values()].map((entry) => (entry.each.length ? { ...entry, what: `${entry.each.length} ${entry.what}` } : entry));
}

/** A list of many items of a kind as the build prints it: one line per kind, with how many and where in the CMS. */
export const formatGrouped = (list: StandIn[]) =>
  groupedStandIns(list)
    .map(({ what, cms }) => `  - ${what}  →  CMS: ${cms.label}`)
    .join('\n');

/** The list as the build prints it: one line each, with where to fix it in the CMS and the file. */
export const formatStandIns = (list: StandIn[]) =>
  list.map(({ what, file, cms }) => `  - ${what}  →  CMS: ${cms.label}  (${file})`).join('\n');
