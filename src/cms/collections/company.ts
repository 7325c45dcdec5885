/** Company: the one data file (src/data/company.yaml) with the company's identity, contacts, founder, registrations and figures. */
import type { CmsCollection } from 'decap-cms-core';
import {
  CLAIM_KEYS,
  CLAIM_MAX,
  EMAIL_PATTERN,
  LINK_PATTERN,
  PHONE_PATTERN,
  PIN_CODE_PATTERN,
  PROMISE_KEYS,
  REGISTRATION_KEYS,
  REGISTRATION_STATUSES,
  RELAY_ALIAS_PATTERN,
  SITE_URL_PATTERN,
} from '../../schemas/company';
import { PICTURE_FILE } from '../../schemas/content';
import { example, group, line, lines, paragraph, pattern, picture, choice, tick, whole } from '../fields';
import { CLAIMS, SAME_THING, type ClaimKey } from '../../lib/claims';
import { pictureFolder } from '../pictureFolders';

/**
 * What the English site says for a pending registration (src/content/ui/sections.yaml, `en:`,
 * registrations.toBePublished), quoted in the status's hint; tests/integration/owner-data.test.ts holds the two equal.
 */
export const TO_BE_PUBLISHED = 'Registration details to be published';

const phone = (name: string, label: string, hint: string) =>
  group(name, label, [
    line('number', 'Number', `${hint} Write it as +91 and the ten digits, e.g. +91 98220 12345.`, {
      pattern: pattern(PHONE_PATTERN, 'Write it as +91 and the ten digits.'),
    }),
    example('number'),
  ]);

const email = (name: string, label: string, hint?: string) =>
  line(name, label, hint, { pattern: pattern(EMAIL_PATTERN, 'An e-mail address looks like name@your-domain.in.') });
const link = (name: string, label: string, hint?: string) =>
  line(name, label, hint, { pattern: pattern(LINK_PATTERN, 'A link starts with https://') });

const REGISTRATIONS: Record<(typeof REGISTRATION_KEYS)[number], [string, string]> = {
  gstin: ['GST registration', 'The GSTIN, as printed on the GST certificate.'],
  udyam: ['Udyam (MSME) registration', 'The Udyam Registration Number, e.g. UDYAM-MH-26-0000000.'],
  shopEstablishment: ['Shop & Establishment registration', 'The registration number on the certificate.'],
  ibaCode: ['IBA approval', 'The IBA code, only if the company holds an IBA approval.'],
  transitInsurer: ['Transit insurance', 'The name of the insurance company that issues the transit policy you offer.'],
};

/** Each promise's box: what the owner says yes to, and what the site then says in its place. */
const PROMISES: Record<(typeof PROMISE_KEYS)[number], [string, string]> = {
  callBack: [
    'We call back every enquiry to talk the move through',
    'Ticked, the enquiry window, the enquiry page and the thank-you message say "we will call you back to talk it through". Unticked, they only ask the visitor to ask for the free pre-move survey.',
  ],
  noObligationQuote: [
    'Our quotes are free and carry no obligation',
    'Ticked, the contact page offers "a free, no-obligation quote". Unticked, it says "ask for a free quote".',
  ],
};

/** Beyond what a claim counts the same as (src/lib/claims.ts, SAME_THING): what else it is compared with, or what it needs. */
const CLAIM_HINTS: Partial<Record<ClaimKey, string>> = {
  happyClientsLanding: 'Not more than “Moves completed”: every customer moved at least once.',
  happyCustomers: 'Not more than “Moves completed”: every customer moved at least once.',
  moves: 'Not fewer than the happy customers, nor than “Moves a year” times the years of experience.',
  movesAnnually: 'Times the years of experience, not more than “Moves completed”, unless each says what it counts (e.g. moves last year).',
  branches:
    'Offices of the company’s own: the site gives one office address (Office address). Say in “What it counts” if it counts partners’ offices too.',
  coverage:
    'Where you move goods to. The presence tile shows it, and the words of most pages say “pan-India” in all three languages: if you do not move across India, ask your developer to change those words with it.',
  rating:
    'Out of 5, e.g. 4.8. Confirmed only with where it comes from and how many reviews it is the average of: the site shows both beside it.',
  satisfaction: 'Say in “What it counts” what it is a share of, e.g. customers who answered our feedback form.',
  warehouse: 'As the site should write it, e.g. 25 Lac sq. ft: the site uses this one spelling.',
  partnerCompanies: 'Companies that work with you; the partner strip shows their logos.',
};

/** What a claim is shown beside: the claims that count the same thing, which must agree unless each says what it counts. */
function claimHint(key: ClaimKey): string {
  const same = Object.values(SAME_THING).find((keys) => keys.includes(key));
  const others = (same ?? []).filter((other) => other !== key).map((other) => `“${CLAIMS[other].name}”`);
  const alike = others.length
    ? `Counts the same thing as ${others.join(' and ')}: give them the same figure, or say in “What it counts” what each counts.`
    : '';
  return [`Shown on ${CLAIMS[key].where}.`, alike, CLAIM_HINTS[key] ?? ''].filter(Boolean).join(' ');
}

const claimFields = (key: ClaimKey) => [
  line('value', 'Figure', 'Exactly as the site shows it, e.g. 5000+.', {
    pattern: [`^.{1,${CLAIM_MAX}}$`, `At most ${CLAIM_MAX} characters, e.g. 5000+.`],
  }),
  line('counts', 'What it counts', 'Optional: what the figure counts, e.g. “moves by our Pune office”.', { required: false }),
  ...(key === 'rating'
    ? [
        line('source', 'Where the rating comes from', 'e.g. Google. Shown beside the rating.', { required: false }),
        whole('reviews', 'Number of reviews', 'How many reviews the rating is the average of. Shown beside the rating.', {
          required: false,
          min: 1,
        }),
      ]
    : []),
  tick(
    'example',
    'Still the example figure, not yet confirmed',
    'Untick once you have checked that the figure is true (correct it first if it is not). The site cannot go live while this is ticked.',
  ),
];

export const company: CmsCollection = {
  name: 'company',
  label: 'Company',
  description: 'Your company’s details as every page shows them. "What is left to do" (bottom left) lists what is still an example.',
  editor: { preview: false },
  files: [
    {
      name: 'company',
      label: 'Company details',
      file: 'src/data/company.yaml',
      fields: [
        group('identity', 'Name and web address', [
          line('url', 'Web address', 'The address of this site, e.g. https://www.your-domain.in (no slash at the end).', {
            pattern: pattern(SITE_URL_PATTERN, 'Write it as https://www.your-domain.in, without a slash at the end.'),
          }),
          line('name', 'Company name', 'The name the company trades under.'),
          line('shortName', 'Short name', 'Used where space is short, e.g. in WhatsApp greetings.'),
          line('legalName', 'Registered name', 'The name on the GST registration and on invoices.'),
          example('names and web address', 'plural'),
        ]),
        line('tagline', 'Tagline', 'Shown in the top bar, the footer, the home and about pages and search results.'),
        group('phones', 'Phone numbers', [
          phone('mobile', 'Mobile (calls and WhatsApp)', 'Shown on every page and used for call and WhatsApp buttons.'),
          phone('office', 'Office landline', 'Shown in the footer and on the contact page.'),
        ]),
        group('emails', 'E-mail addresses', [
          email('info', 'General enquiries', 'Enquiries from the site’s forms are sent here.'),
          email('support', 'Customer support'),
          email('sales', 'Sales'),
          example('e-mail addresses', 'plural'),
        ]),
        group('address', 'Office address', [
          line('street', 'Street', 'Shop or building, street and area.'),
          line('city', 'City'),
          line('region', 'State'),
          line('postalCode', 'PIN code', undefined, { pattern: pattern(PIN_CODE_PATTERN, 'A PIN code is six digits.') }),
          example('address'),
        ]),
        group('links', 'Social and webmail links', [
          link('facebook', 'Facebook page'),
          link('instagram', 'Instagram profile'),
          link('youtube', 'YouTube channel'),
          link('linkedin', 'LinkedIn page'),
          link('webmail', 'Webmail login', 'The staff webmail address the footer links to.'),
          example('links', 'plural'),
        ]),
        group('formRelay', 'Form relay (FormSubmit)', [
          line(
            'alias',
            'FormSubmit alias',
            'After activating FormSubmit, paste the random alias from its e-mail, so the page source no longer shows your mailbox. Leave empty until then.',
            {
              required: false,
              pattern: pattern(RELAY_ALIAS_PATTERN, 'Paste the alias exactly as FormSubmit gives it.'),
            },
          ),
        ]),
        group(
          'promises',
          'Promises',
          PROMISE_KEYS.map((key) => tick(key, PROMISES[key][0], PROMISES[key][1])),
          'Tick only what the company does for every customer: the site then says it as a promise, in every language.',
        ),
        group('founder', 'Founder', [
          line('name', 'Name', 'Leave empty until confirmed: the site then shows only the role.', { required: false }),
          paragraph('bio', 'About the founder', 'A few sentences in the founder’s own words. Shown on the About page once filled in.', {
            required: false,
          }),
          lines('message', 'Message on the home page', 'The owner’s message, one paragraph per item.', {
            required: false,
            // A folded paragraph shows its beginning.
            summary: '{{fields.line | truncate(80)}}',
          }),
          picture('portrait', 'Portrait', 'A photograph of the founder (JPEG, PNG, WebP or AVIF), at least 800 × 1000 pixels.', {
            pattern: pattern(PICTURE_FILE, 'A JPEG, PNG, WebP or AVIF picture, please.'),
            // Beside the drawn portrait (src/assets/brand), which the CMS then shows.
            ...pictureFolder('../assets/brand'),
          }),
        ]),
        group(
          'registrations',
          'Registrations',
          REGISTRATION_KEYS.map((key) =>
            group(key, REGISTRATIONS[key][0], [
              choice(
                'status',
                'Status',
                REGISTRATION_STATUSES,
                `Pending: the site says "${TO_BE_PUBLISHED}". Held: the number is shown. Not held: it is never mentioned.`,
              ),
              line(
                'number',
                key === 'transitInsurer' ? 'Insurer' : 'Number',
                `${REGISTRATIONS[key][1]} Needed when the status is "held".`,
                { required: false },
              ),
            ]),
          ),
        ),
        group(
          'claims',
          'Figures the site claims',
          CLAIM_KEYS.map((key) => group(key, CLAIMS[key].name, claimFields(key), claimHint(key))),
          'Only figures you can stand behind, each shown exactly as written: confirm each by unticking its box. Figures that count the same thing are next to each other; they must agree, or each say what it counts.',
        ),
      ],
    },
  ],
};
