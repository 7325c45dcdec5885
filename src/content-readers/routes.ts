/**
 * Every page exists once per published language: English at the root ("/about"), the others under their code
 * ("/hi/about"). Pages live in src/pages/[...lang]/, whose `lang` is empty for English. Which languages are published
 * is read from the content (`publishedLocales`: in a release, those whose home page a reader has checked), so this lives
 * with the readers, not with the languages themselves (src/i18n/).
 */
import { publishedLocales } from '~/site.config';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';

/** The `lang` route parameter of a language: none for English. */
export const langParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/** getStaticPaths of a page with no other parameter: one page per published language. */
export const everyLanguage = () => publishedLocales.map((locale) => ({ params: { lang: langParam(locale) } }));

/** getStaticPaths of a page per entry: each entry's page in each published language. */
export async function everyLanguageOf<T, P extends Record<string, string>>(
  entries: (locale: Locale) => Promise<T[]>,
  page: (entry: T) => { params: P; props: Record<string, unknown> },
) {
  const perLanguage = await Promise.all(
    publishedLocales.map(async (locale) =>
      (await entries(locale)).map((entry) => {
        const { params, props } = page(entry);
        return { params: { lang: langParam(locale), ...params }, props };
      }),
    ),
  );
  return perLanguage.flat();
}
