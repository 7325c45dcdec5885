/**
 * What the gallery calls its pictures. They are drawings until the owner puts photographs in their place
 * (the art manifest tells which are still drawn: `galleryPictureKinds` in standIns.ts), and the page says
 * so: "illustrations" while all are drawn, "photographs" once all are replaced, both while some are. Pure:
 * the words are the page's interface text (sections.gallery), given as `t`.
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

export function galleryWording(t: Text, kinds: readonly PictureKind[]): GalleryWording {
  const drawn = kinds.filter((kind) => kind === 'drawn').length;
  const photos = kinds.length - drawn;
  /** "1 illustration", "28 illustrations". */
  const counted = (what: 'illustrations' | 'photographs', count: number) =>
    t(`sections.gallery.${what}.${count === 1 ? 'one' : 'other'}`, { count });
  const wording = (state: 'drawn' | 'photos' | 'mixed'): GalleryWording => {
    const values = {
      subjects: t('sections.gallery.subjects'),
      illustrations: counted('illustrations', drawn),
      photographs: counted('photographs', photos),
    };
    return {
      heading: t(`sections.gallery.${state}.heading`, values),
      intro: t(`sections.gallery.${state}.intro`, values),
      description: t(`sections.gallery.${state}.description`, values),
    };
  };
  if (photos === 0) return wording('drawn');
  if (drawn === 0) return wording('photos');
  return wording('mixed');
}
