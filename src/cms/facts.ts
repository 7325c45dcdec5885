/**
 * What the CMS's checks (src/cms/checks.ts) need to know beyond the entry being saved, from this build: every form's
 * labels, each page's position, and the list entries other content or the site needs. Written into /admin's page.
 */
import { readManifest } from '~/content-readers/drawnPictures';
import { drawingsWords } from '~/content-readers/pictureDescriptions';
import { getLocations, getServices } from '~/content-readers/collections';
import { DEFAULT_ROW } from '~/lib/estimate';
import { PRESENCE_TILES } from '~/lib/moveIncludes';
import type { CmsFacts } from './checks';
import { cmsConfig } from './config';
import { labelled } from './labels';

export async function cmsFacts(): Promise<CmsFacts> {
  const forms = Object.fromEntries(
    cmsConfig().collections.map((collection) => [
      collection.name,
      collection.folder
        ? { '*': (collection.fields ?? []).map(labelled) }
        : Object.fromEntries((collection.files ?? []).map((file) => [file.name, file.fields.map(labelled)])),
    ]),
  );
  const [services, locations] = await Promise.all([getServices(), getLocations()]);
  const positions = (pages: { id: string; data: { order: number; name: string } }[]) =>
    Object.fromEntries(pages.map(({ id, data }) => [id, { position: data.order, name: data.name }]));
  return {
    forms,
    positions: { services: positions(services), locations: positions(locations) },
    drawings: { pictures: Object.keys(readManifest()), words: [...drawingsWords()] },
    needed: {
      presence: Object.fromEntries(PRESENCE_TILES.map((id) => [id, 'the location pages’ “What every move includes” shows it'])),
      rates: {
        [DEFAULT_ROW]: 'the price estimator starts from it',
        ...Object.fromEntries(
          services.flatMap(({ data }) => (data.estimate ? [[data.estimate.id, `the ${data.name} page’s estimate starts from it`]] : [])),
        ),
      },
      distances: Object.fromEntries(locations.map(({ id, data }) => [id, `the ${data.name} page and the price estimator need it`])),
    },
  };
}
