/**
 * Services and Locations: one Markdown file per page (src/content/services, src/content/locations). The
 * spec fixes which pages exist, so the owner edits them but does not add or delete any.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { ICON_NAMES } from '../../iconNames';
import { LOCATION_KINDS, META_DESCRIPTION, POSITION } from '../../schemas/content';
import { choice, lengthPattern, line, lines, markdown, pick, picture, tick, whole } from '../fields';
import { pictureFolder } from '../pictureFolders';

const summary = line('summary', 'Summary', 'One or two sentences for cards, the top of the page and search results.', {
  pattern: lengthPattern(META_DESCRIPTION.min, META_DESCRIPTION.max),
});
/** A page's position: its own number (the CMS checks that no other page has it before it saves). */
const position = (hint: string) =>
  whole('order', 'Position', `${hint} Each page has its own number: to swap two, move one to a free number first.`, {
    min: POSITION.min,
    max: POSITION.max,
  });
/** The page's picture, in the folder of its collection's pictures (src/assets/services, src/assets/locations). */
const pictureFields = (collection: string) => [
  picture('image', 'Picture', 'Shown at the top of the page, at least 1600 pixels wide.', pictureFolder(`../../assets/${collection}`)),
  line(
    'imageAlt',
    'Picture description',
    'What your photograph shows, for people who cannot see it. Leave empty while the picture is the drawing: a drawing is described by its own words.',
    { required: false },
  ),
];
/** A folded line of a list shows its text. */
const eachLine = { summary: '{{fields.line}}' };

/** A folder of page files (`src/content/<name>/<slug>.md`), listed by position; the owner edits the pages but adds or deletes none. */
const pageCollection = (name: string, label: string, singular: string, fields: CmsField[]): CmsCollection => ({
  name,
  label,
  label_singular: singular,
  folder: `src/content/${name}`,
  extension: 'md',
  format: 'frontmatter',
  create: false,
  delete: false,
  // Listed by position from the start (Decap lists by file name unless a field is its default sort); Decap's types
  // know only the plain form of sortable_fields.
  sortable_fields: [{ field: 'order', default_sort: true }, 'name'],
  summary: '{{order}}. {{name}}',
  editor: { preview: false },
  fields,
});

export const services = pageCollection('services', 'Services', 'Service', [
  position('Where it comes in menus and lists, smallest first.'),
  line('name', 'Name'),
  line('title', 'Page title', 'As people search for the service, where the name does not say it. Leave empty for "<name> in Pune".', {
    required: false,
  }),
  tick('longDistance', 'Moves goods between cities', 'Ticked services are offered on every location page.'),
  choice('icon', 'Icon', ICON_NAMES),
  ...pictureFields('services'),
  summary,
  lines('features', 'Four key features', 'Exactly four short lines.', { min: 4, max: 4, ...eachLine }),
  pick(
    'estimate',
    'Price estimate row',
    'lists',
    'The row of the rate table the page’s cost estimate starts from. Leave empty for no estimate.',
    {
      file: 'rates',
      value_field: 'rates.*.id',
      search_fields: ['rates.*.label'],
      display_fields: ['rates.*.label'],
      required: false,
    },
  ),
  markdown('body', 'Description', 'The long description under the summary.'),
]);

export const locations = pageCollection('locations', 'Locations', 'Location', [
  position('Where it comes in lists, smallest first.'),
  line('name', 'Name', 'The place’s proper name, e.g. Jammu & Kashmir.'),
  line('searchName', 'Shorter name', 'A shorter name people search by, where the proper name is too long for the page title.', {
    required: false,
  }),
  line(
    'nameStem',
    'Name as a sentence joins it',
    'In a translation, where the language changes the name before a postposition (Marathi गोव्या in गोव्यात, गोव्यासाठी). Empty where it joins the name itself.',
    { required: false },
  ),
  choice('kind', 'Kind of place', LOCATION_KINDS),
  pick(
    'neighbours',
    'Bordering places',
    'locations',
    'The places sharing a border with it (Kolkata stands for West Bengal), each listing it back; for islands, the places their ships sail from. The page links to them as close by.',
    { multiple: true, min: 1, max: 8 },
  ),
  tick('featured', 'Listed on every service page'),
  pick('services', 'Services offered', 'services', 'Only where they differ from the long-distance services. Leave empty otherwise.', {
    multiple: true,
    min: 1,
    required: false,
  }),
  summary,
  lines('points', 'Five points about moving there', 'Exactly five sentences.', { min: 5, max: 5, ...eachLine }),
  ...pictureFields('locations'),
  markdown('body', 'Description'),
]);
