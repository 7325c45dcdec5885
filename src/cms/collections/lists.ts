/**
 * Lists: the site's other content, one YAML file each under src/content (`<name>: [...]`). The owner adds,
 * removes and reorders entries; entries that other content or a page's address refers to keep a fixed short
 * name (`id`).
 */
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { ICON_NAMES } from '../../iconNames';
import { SHIFTING_SERVICES } from '../../lib/forms';
import { CLAIM_KEYS, CONDITIONS, REGISTRATION_KEYS } from '../../schemas/company';
import { DISTANCE_KM, ROUTE_MAX } from '../../schemas/content';
import { RATE_COLUMNS } from '../../lib/rates';
import { SHORT_NAME } from '../../content-readers/contentLists';
import { choice, entries, line, lines, paragraph, pattern, pick, picture, tick, whole } from '../fields';
import { pictureFolder } from '../pictureFolders';

/** A list file: its one field is the list itself, of `plural` ("6 questions"), each a `singular`. */
const listFile = (
  name: string,
  label: string,
  [singular, plural]: [string, string],
  fields: CmsField[],
  hint: string,
  extra: Record<string, unknown> = {},
): CmsCollectionFile => ({
  name,
  label,
  file: `src/content/${name}.yaml`,
  fields: [entries(name, plural, fields, hint, { label_singular: singular, collapsed: true, ...extra })],
});

/** The fixed short name of an entry other content or an address refers to. */
const shortName = (hint: string) =>
  line('id', 'Short name', `${hint} Lower-case letters, digits and hyphens, different from the others.`, {
    pattern: pattern(SHORT_NAME, 'Lower-case letters, digits and hyphens only.'),
  });

const amount = (name: string, label: string) => whole(name, label, undefined, { required: false, min: 1 });

export const lists: CmsCollection = {
  name: 'lists',
  label: 'Lists',
  description: 'Reviews, partners, certificates, the gallery and the other lists the pages show.',
  editor: { preview: false },
  files: [
    listFile(
      'testimonials',
      'Testimonials',
      ['testimonial', 'Testimonials'],
      [
        line('name', 'Customer’s name'),
        line('city', 'Customer’s city'),
        line('move', 'The move', 'e.g. 2 BHK, Pune to Bengaluru.'),
        paragraph('text', 'Their words', 'Exactly as the customer wrote them, with their permission.'),
        line('source', 'Where and when it was given', 'e.g. Google review, March 2026. Shown with the review.'),
        tick(
          'sample',
          'Sample text, not a real review',
          'Ticked entries are labelled "Sample text" on the site and stop it going live. Untick only for a real review.',
        ),
      ],
      'Real reviews from customers.',
      // A folded sample reads "Sample · Rohit Sharma, Pune".
      { summary: "{{fields.sample | ternary('Sample · ', '')}}{{fields.name}}, {{fields.city}}" },
    ),
    listFile(
      'partners',
      'Partners',
      ['partner', 'Partners'],
      [
        line('name', 'Company name'),
        picture('logo', 'Logo', 'An SVG or a PNG at least 320 pixels wide.', pictureFolder('../assets/partners')),
        tick(
          'placeholder',
          'Placeholder, not a real partner',
          'Untick once the name and logo are a real partner’s, used with their permission.',
        ),
      ],
      'The companies in the partner strip on the home page.',
      { summary: "{{fields.placeholder | ternary('Placeholder · ', '')}}{{fields.name}}" },
    ),
    listFile(
      'certificates',
      'Certificates',
      ['certificate', 'Certificates'],
      [
        shortName('Names the certificate.'),
        line('title', 'Title'),
        choice(
          'registration',
          'Registration it shows',
          REGISTRATION_KEYS,
          'Its number, status or insurer is set in Company › Registrations.',
        ),
        line('issuer', 'Issued by'),
        paragraph('about', 'What it means for a customer'),
        picture(
          'image',
          'Scan of the certificate',
          'A clear scan or photograph of the certificate.',
          pictureFolder('../assets/certificates'),
        ),
        line('imageAlt', 'Scan description', 'What the scan shows, for people who cannot see it.'),
      ],
      'The registrations on the Certificates page.',
      { summary: '{{fields.title}}' },
    ),
    listFile(
      'gallery',
      'Gallery',
      ['picture', 'Pictures'],
      [
        picture('image', 'Picture', 'A photograph, at least 1200 pixels wide.', pictureFolder('../assets/gallery')),
        line(
          'alt',
          'Description',
          'What your photograph shows, for people who cannot see it. Leave empty while the picture is the drawing: a drawing is described by its own words.',
          { required: false },
        ),
      ],
      'The pictures on the Gallery page; the first four also appear on the home page.',
      // A drawing has no description of the owner's (its own is the drawing's): the picture's file names it.
      { summary: '{{fields.image}}' },
    ),
    listFile(
      'presence',
      'Presence tiles',
      ['tile', 'Tiles'],
      [
        shortName('Names the tile.'),
        choice('icon', 'Icon', ICON_NAMES),
        line('title', 'Title'),
        choice(
          'claim',
          'Figure shown',
          CLAIM_KEYS,
          'One of the figures in Company › Figures the site claims. Leave empty for a tile without a figure.',
          {
            required: false,
          },
        ),
      ],
      'The tiles of "Our strong presence across India" on the home page.',
      { summary: '{{fields.title}}' },
    ),
    listFile(
      'faq',
      'Questions and answers',
      ['question', 'Questions'],
      [
        shortName('Used in the page’s address to link to the answer (/faq#short-name).'),
        line('question', 'Question'),
        paragraph('answer', 'Answer', 'Plain text.'),
        choice(
          'onlyWhen',
          'Only when',
          CONDITIONS,
          'For an answer that speaks of a registration or a promise: shown only while Company › Registrations has it "held", or Company › Promises has it ticked. Empty: always shown.',
          { required: false },
        ),
      ],
      'The FAQ page.',
      { summary: '{{fields.question}}' },
    ),
    listFile(
      'checklist',
      'Moving checklist',
      ['stage', 'Stages'],
      [
        shortName('Names the stage; visitors’ ticks are kept under it.'),
        line('when', 'When', 'e.g. Eight weeks before.'),
        lines('tasks', 'Tasks', 'One sentence each.', { min: 1, summary: '{{fields.line}}' }),
      ],
      'The moving checklist page, stage by stage.',
      { summary: '{{fields.when}}' },
    ),
    listFile(
      'rates',
      'Rate table',
      ['row', 'Rows'],
      [
        shortName('Names the row; services refer to it.'),
        line('label', 'Name in the estimator', 'e.g. 1 BHK.'),
        choice('service', 'Enquiry form option', SHIFTING_SERVICES),
        line('type', 'Name in the rate table', 'e.g. 1 BHK Home.'),
        entries(
          'bands',
          'Prices by distance',
          [amount('from', 'From (₹)'), amount('to', 'To (₹)')],
          `One band per column of the rate table, in this order: ${RATE_COLUMNS.join(', ')}. Leave both empty for "on request".`,
          {
            label_singular: 'band',
            min: RATE_COLUMNS.length,
            max: RATE_COLUMNS.length,
            // "₹2500–₹5000", or "On request" for a band left empty.
            summary: "{{fields.from | ternary('₹', 'On request')}}{{fields.from}}{{fields.to | ternary('–₹', '')}}{{fields.to}}",
          },
        ),
      ],
      'Approximate charges in rupees.',
      { summary: '{{fields.type}}' },
    ),
    listFile(
      'distances',
      'Distances from Pune',
      ['distance', 'Distances'],
      [
        pick('id', 'Location', 'locations', 'The location page this distance belongs to.'),
        line('city', 'Main city', 'The city the distance is measured to.'),
        whole('km', 'Road distance (km)', `Rounded to ${DISTANCE_KM.step} km. Leave empty where the last leg is by sea.`, {
          required: false,
          min: DISTANCE_KM.min,
          max: DISTANCE_KM.max,
          step: DISTANCE_KM.step,
        }),
        tick('sea', 'The last leg is by sea', 'For the islands: no road distance.'),
        line('route', 'Route', 'Shown after "From Pune to <main city>:" on the location page.', {
          pattern: [`^.{1,${ROUTE_MAX}}$`, `At most ${ROUTE_MAX} characters.`],
        }),
        line('basis', 'Where the figure comes from'),
        line(
          'farther',
          'Town much farther',
          'A town of the place much farther than the main city, whose distance is not known (Diu): the page asks to ask for it.',
          {
            required: false,
          },
        ),
      ],
      'Approximate road distances, used by the price estimator.',
      { summary: '{{fields.city}}' },
    ),
  ],
};
