/**
 * Every piece of content the site shows, with the schema it must satisfy.
 * A file that breaks its schema fails the build with the file and field named. The schemas themselves are in
 * src/schemas/content.ts, which the CMS's checks share.
 * Counts the spec fixes (9 services, 35 locations, 28 images…) are checked by tests/integration/content.test.ts.
 */
import { defineCollection, reference, z, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { listFromYaml } from './content-readers/contentLists';
import { TRANSLATED_LOCALES } from './i18n/locales';
import { htmlIn } from './markdown/htmlIn';
import { contentSchemas } from './schemas/collections';
import { RULES } from './schemas/content';

/**
 * A list the owner edits in the CMS: `src/content/<name>.yaml` holds `<name>: [...]` (the CMS saves a
 * file as an object). Entries keep the `id` they are given, where other content or a page's address refers
 * to them (rates, distances, presence tiles, certificates, FAQ, checklist); the others are numbered in order.
 */
const list = (name: string) => file(`src/content/${name}.yaml`, { parser: (text) => listFromYaml(text, name) });
/**
 * Markdown pages, one per file. A page whose text holds HTML stops the build (astro's loader only logs a page it
 * cannot render, and builds it empty).
 */
function pages(pattern: string | string[], base: string): Loader {
  const files = glob({ pattern, base });
  return {
    name: 'pages-without-html',
    async load(context) {
      await files.load(context);
      for (const { filePath, body } of context.store.values()) {
        const html = body === undefined ? undefined : htmlIn(body);
        if (html !== undefined) throw new Error(`${filePath}: ${RULES.html} (found ${html})`);
      }
    },
  };
}

/** The collections other content names by id, as astro:content checks and types them. */
const references = { rates: reference('rates'), locations: reference('locations'), services: reference('services') };
type Schemas = Omit<
  ReturnType<
    typeof contentSchemas<
      ReturnType<SchemaContext['image']>,
      typeof references.rates,
      typeof references.locations,
      typeof references.services
    >
  >,
  'translations'
>;
/** A collection's schema from src/schemas/collections.ts, with astro:content's pictures and references. */
const schema =
  <Name extends keyof Schemas>(name: Name) =>
  ({ image }: SchemaContext): Schemas[Name] =>
    contentSchemas({ image, references })[name];

export const collections = {
  ui: defineCollection({ loader: glob({ pattern: '*.yaml', base: './src/content/ui' }), schema: schema('ui') }),
  services: defineCollection({ loader: pages('*.md', './src/content/services'), schema: schema('services') }),
  locations: defineCollection({ loader: pages('*.md', './src/content/locations'), schema: schema('locations') }),
  /**
   * The translated pages' text, rendered ("services/hi/goa"). Their words, and where each translation stands, come
   * from src/content-readers/translations.ts, which checks them.
   */
  pageTranslations: defineCollection({
    loader: pages(`{services,locations}/{${TRANSLATED_LOCALES.join(',')}}/*.md`, './src/content'),
    schema: z.object({}).passthrough(),
  }),
  testimonials: defineCollection({ loader: list('testimonials'), schema: schema('testimonials') }),
  gallery: defineCollection({ loader: list('gallery'), schema: schema('gallery') }),
  partners: defineCollection({ loader: list('partners'), schema: schema('partners') }),
  presence: defineCollection({ loader: list('presence'), schema: schema('presence') }),
  certificates: defineCollection({ loader: list('certificates'), schema: schema('certificates') }),
  rates: defineCollection({ loader: list('rates'), schema: schema('rates') }),
  distances: defineCollection({ loader: list('distances'), schema: schema('distances') }),
  faq: defineCollection({ loader: list('faq'), schema: schema('faq') }),
  checklist: defineCollection({ loader: list('checklist'), schema: schema('checklist') }),
};
