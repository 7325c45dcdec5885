/**
 * What the gallery calls its pictures. They are drawings until the owner puts photographs in their place
 * (the art manifest tells which are still drawn: `galleryPictureKinds` in standIns.ts), and the page says
 * so: "illustrations" while all are drawn, "photographs" once all are replaced, both while some are. Pure;
 * the words are page-gallery in src/content/ui/page-gallery.yaml.
 */
import type { Text } from '~/i18n/text';

export type PictureKind = 'drawn' | 'photo';

export interface GalleryWording {
  /** The heading over the grid, with the count. */
  heading: string;
  /** The hero's line about what the pictures show. */
  intro: string;
  /** The page's meta description. */
  description: string;
}

export function galleryWording(kinds: readonly PictureKind[], t: Text): GalleryWording {
  const drawn = kinds.filter((kind) => kind === 'drawn').length;
  const photos = kinds.length - drawn;
  const values = {
    /** What the pictures show, whatever they are. */
    subjects: t('page-gallery.subjects'),
    illustrations: t(drawn === 1 ? 'page-gallery.count.illustration' : 'page-gallery.count.illustrations', { count: drawn }),
    photographs: t(photos === 1 ? 'page-gallery.count.photograph' : 'page-gallery.count.photographs', { count: photos }),
  };
  const set = photos === 0 ? 'drawn' : drawn === 0 ? 'photos' : 'mixed';
  return {
    heading: t(`page-gallery.${set}.heading`, values),
    intro: t(`page-gallery.${set}.intro`, values),
    description: t(`page-gallery.${set}.description`, values),
  };
}
