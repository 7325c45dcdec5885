/**
 * One thing on the site that is not yet the owner's (standIns.ts lists them all): a type of its own, so that a reader
 * that finds some (pictureDescriptions.ts) and the list that calls it do not import each other.
 */
import type { CmsPlace } from '../cms/places';

export interface StandIn {
  /** What is missing, in the owner's words. */
  what: string;
  /** For one of many items of a kind (sample testimonials): the kind, which the to-do page shows as one item, and its name. */
  group?: { kind: string; name: string };
  /** The file that holds it, relative to the project. */
  file: string;
  /** Where the owner fixes it in the CMS. */
  cms: CmsPlace;
  /** For claims that disagree: each figure as the site shows it, to read side by side. */
  figures?: string[];
}
