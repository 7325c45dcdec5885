/**
 * What the cost-estimate island (src/islands/CostEstimateForm.tsx) knows in a language, the same on every page that
 * has it: the rate table's rows, the road distance from the home city to each of the 35 places
 * (src/content/distances.yaml), and its words. It is a file of its own (estimatorDataFile), which the island fetches
 * and the browser keeps for the next page; src/pages/[...sharedFile].ts serves it.
 */
import { textFor } from '~/content-readers/interfaceText';
import { LANGUAGES, pageHref, type Locale } from '~/i18n/locales';
import { getList, getLocations, movingTypes } from '~/content-readers/collections';
import { oncePerLanguage, sharedFile, type SharedFile } from '~/hosting/sharedFile';
import { ENQUIRY_PAGE } from '~/lib/enquiry';
import { BAND_EDGES_KM, WITHIN_HOME_CITY } from '~/lib/estimate';
import { formatIndian } from '~/lib/format';
import { placeholders as keep } from '~/lib/words';
import type { Destination, EstimatorData, EstimatorRow, EstimatorText } from '~/islands/CostEstimateForm';
import { site } from '~/site.config';

async function readEstimatorData(locale: Locale): Promise<EstimatorData> {
  const t = await textFor(locale);
  const rows: EstimatorRow[] = (await getList('rates', locale)).map(({ id, data }) => ({
    id,
    type: data.type,
    label: data.label,
    service: data.service,
    bands: data.bands,
  }));

  const home: Destination = { ...WITHIN_HOME_CITY, name: t('estimator.withinHomeCity'), city: LANGUAGES[locale].homePlace.homeCity };
  const places: Destination[] = [];
  // The moving type is a value the form posts, the same in every language: decided on the English name.
  const movingType = await movingTypes();
  const distances = new Map((await getList('distances', locale)).map((entry) => [entry.id, entry]));
  for (const location of await getLocations(locale)) {
    if (location.id === home.id)
      throw new Error(`The location "${location.id}" takes the estimator's id for a move within ${site.homeCity}`);
    const distance = distances.get(location.id);
    if (!distance) throw new Error(`src/content/distances.yaml has no entry for ${location.id}`);
    const { km, farther } = distance.data;
    places.push({
      id: location.id,
      name: location.data.name,
      city: distance.data.city,
      ...(farther && { farther }),
      // The schema gives a distance either a km figure or `sea: true`, never both.
      ...(km === undefined ? { sea: true as const } : { km }),
      movingType: movingType.get(location.id)!,
    });
  }

  // The island's words, with the placeholders it fills in as the visitor chooses.
  const text: EstimatorText = {
    what: t('estimator.what'),
    whereTo: t('estimator.whereTo', keep('city')),
    byPlace: t('estimator.byPlace'),
    destination: t('estimator.destination'),
    chooseDestination: t('estimator.chooseDestination'),
    byKm: t('estimator.byKm'),
    kmLabel: t('estimator.kmLabel'),
    kmPlaceholder: t('estimator.kmPlaceholder', keep('min', 'max')),
    km: t('estimator.km', keep('km')),
    byRoad: t('estimator.byRoad', keep('from', 'place', 'city', 'km')),
    bySea: t('estimator.bySea', keep('from', 'place', 'city')),
    farther: t('estimator.farther', keep('town')),
    prompt: t('estimator.prompt'),
    nearEdge: t('estimator.nearEdge', keep('km')),
    approximate: t('estimator.approximate', keep('column')),
    approximateColumn: t('estimator.approximateColumn', keep('column')),
    // "up to" each edge but the last, which the rate table heads "within".
    // Written as every other distance on the page is ("1,500"), not as the rate table's fixed headings ("1500 KM").
    columns: BAND_EDGES_KM.map((km, i) =>
      t(i < BAND_EDGES_KM.length - 1 ? 'estimator.column.upTo' : 'estimator.column.within', {
        km: formatIndian(km, LANGUAGES[locale].intlLocale),
      }),
    ),
    priceOnRequest: t('estimator.priceOnRequest', keep('why')),
    beyond: t('estimator.beyond', keep('km')),
    why: {
      notOffered: t('estimator.why.notOffered', keep('what', 'km')),
      sea: t('estimator.why.sea', keep('place')),
      theIslands: t('estimator.why.theIslands'),
      tooFar: t('estimator.why.tooFar', keep('km')),
    },
    // The rate table's note: one sentence wherever prices are shown.
    rateNote: t('home.rates.note'),
    quote: t('estimator.quote'),
  };
  return {
    rows,
    home,
    places,
    text,
    enquiryPage: pageHref(ENQUIRY_PAGE, locale),
    intlLocale: LANGUAGES[locale].intlLocale,
  };
}

/** The estimator's data in a language. */
export const estimatorData = oncePerLanguage(readEstimatorData);

/** The file the island reads it from (src/islands/hooks/useShared.ts): written out and named once per language. */
export const estimatorDataFile = oncePerLanguage(async (locale): Promise<SharedFile> =>
  sharedFile('CostEstimateForm', 'json', JSON.stringify(await estimatorData(locale))),
);
