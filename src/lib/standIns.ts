/**
 * Everything on the site that is not yet the owner's: stand-in values and unconfirmed facts in
 * site.config.ts, sample testimonials, placeholder partner logos, and the drawn pictures that stand in
 * for the founder's portrait and the certificate scans. Every build lists them; `npm run release`
 * refuses to build while any remains. Runs at build time only (it reads files).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT, pictureState, readManifest } from '../../scripts/art/manifest.mjs';
import { configStandIns, NOT_HELD, site, type RegistrationKey } from '../site.config';
import { FOUNDER_PORTRAIT } from './founder';
import type { PictureKind } from './gallery';

export interface StandIn {
  /** What is missing, in the owner's words. */
  what: string;
  /** The file to edit or replace, relative to the project. */
  file: string;
}

const CONFIG = 'src/site.config.ts';
const TESTIMONIALS = 'src/content/testimonials.yaml';
const PARTNERS = 'src/content/partners.yaml';
const CERTIFICATES = 'src/content/certificates.yaml';
const GALLERY = 'src/content/gallery.yaml';

const readList = <T>(rel: string, root: string): T[] => parse(readFileSync(path.join(root, rel), 'utf8')) as T[];
/** `image: ../assets/x.png` in a YAML file under src/content → `src/assets/x.png`. */
const assetPath = (yamlFile: string, image: string) => path.posix.join(path.posix.dirname(yamlFile), image);

export function standIns(root = PROJECT_ROOT): StandIn[] {
  const manifest = readManifest(root);
  const stillDrawn = (rel: string) => pictureState(rel, manifest, root) === 'drawn';
  const list: StandIn[] = configStandIns().map((what) => ({ what, file: CONFIG }));

  for (const t of readList<{ id: string; name: string; sample: boolean }>(TESTIMONIALS, root)) {
    if (t.sample) list.push({ what: `testimonial "${t.id}" (${t.name}): sample text, not a real review`, file: TESTIMONIALS });
  }
  for (const p of readList<{ id: string; placeholder: boolean; logo: string }>(PARTNERS, root)) {
    if (p.placeholder) list.push({ what: `partner "${p.id}": placeholder name and logo`, file: PARTNERS });
  }
  if (stillDrawn(FOUNDER_PORTRAIT)) list.push({ what: "founder's portrait: a drawing, not a photograph", file: FOUNDER_PORTRAIT });
  for (const c of readList<{ id: string; registration: RegistrationKey; image: string }>(CERTIFICATES, root)) {
    const image = assetPath(CERTIFICATES, c.image);
    if (site.registrations[c.registration] !== NOT_HELD && stillDrawn(image)) {
      list.push({ what: `certificate "${c.id}": a drawn placeholder, not a scan of the certificate`, file: image });
    }
  }
  return list;
}

/** Each gallery picture, in the gallery's order: still the drawing `npm run art` made, or the owner's photograph. */
export function galleryPictureKinds(root = PROJECT_ROOT): PictureKind[] {
  const manifest = readManifest(root);
  return readList<{ image: string }>(GALLERY, root).map(({ image }) =>
    pictureState(assetPath(GALLERY, image), manifest, root) === 'drawn' ? 'drawn' : 'photo',
  );
}

/** The list as the build prints it: one line each, with the file to edit. */
export const formatStandIns = (list: StandIn[]) => list.map(({ what, file }) => `  - ${what}  →  ${file}`).join('\n');
