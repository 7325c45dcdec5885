/**
 * What the gallery calls its pictures. They are drawings until the owner puts photographs in their place
 * (the art manifest tells which are still drawn: `galleryPictureKinds` in standIns.ts), and the page says
 * so: "illustrations" while all are drawn, "photographs" once all are replaced, both while some are. Pure.
 */
export type PictureKind = 'drawn' | 'photo';

export interface GalleryWording {
  /** The heading over the grid, with the count. */
  heading: string;
  /** The hero's line about what the pictures show. */
  intro: string;
  /** The page's meta description. */
  description: string;
}

/** What the pictures show, whatever they are. */
const SUBJECTS = 'packing, loading, transport, warehousing, and vehicle and pet moves';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function galleryWording(kinds: readonly PictureKind[]): GalleryWording {
  const drawn = kinds.filter((kind) => kind === 'drawn').length;
  const photos = kinds.length - drawn;
  if (photos === 0) {
    return {
      heading: `${plural(drawn, 'illustration', 'illustrations')} of moving days`,
      intro: `Illustrations of ${SUBJECTS}: how a move goes, from the first carton to the last one off the truck.`,
      description: `Illustrations of moving days: ${SUBJECTS}.`,
    };
  }
  if (drawn === 0) {
    return {
      heading: `${plural(photos, 'photograph', 'photographs')} from our moves`,
      intro: `Photographs of ${SUBJECTS}: how a move goes, from the first carton to the last one off the truck.`,
      description: `Photographs from our moves: ${SUBJECTS}.`,
    };
  }
  return {
    heading: `${plural(photos, 'photograph', 'photographs')} and ${plural(drawn, 'illustration', 'illustrations')} of moving days`,
    intro: `Photographs and illustrations of ${SUBJECTS}: how a move goes, from the first carton to the last one off the truck.`,
    description: `Photographs and illustrations of moving days: ${SUBJECTS}.`,
  };
}
