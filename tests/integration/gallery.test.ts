/** The gallery's wording follows what its pictures are: drawings, the owner's photographs, or both. */
import { describe, expect, it } from 'vitest';
import { textFor } from '~/content-readers/interfaceText';
import { galleryWording as wordingIn, type PictureKind } from '~/lib/gallery';

const t = await textFor('en');
const galleryWording = (kinds: readonly PictureKind[]) => wordingIn(kinds, t);

describe('galleryWording', () => {
  const drawn = (n: number): PictureKind[] => Array<PictureKind>(n).fill('drawn');
  const photos = (n: number): PictureKind[] => Array<PictureKind>(n).fill('photo');
  const all = (w: ReturnType<typeof galleryWording>) => [w.heading, w.intro, w.description].join('\n');

  it('all drawn: illustrations, and never a photograph', () => {
    const w = galleryWording(drawn(28));
    expect(w.heading).toBe('28 illustrations of moving days');
    expect(all(w)).not.toMatch(/photo/i);
  });

  it('all replaced: photographs, and no illustrations', () => {
    const w = galleryWording(photos(28));
    expect(w.heading).toBe('28 photographs from our moves');
    expect(all(w)).toMatch(/Photographs/);
    expect(all(w)).not.toMatch(/illustration/i);
  });

  it('mixed: both, with how many of each', () => {
    const w = galleryWording([...photos(3), ...drawn(25)]);
    expect(w.heading).toBe('3 photographs and 25 illustrations of moving days');
    expect(w.intro).toMatch(/Photographs and illustrations/);
    expect(w.description).toMatch(/Photographs and illustrations/);
    expect(galleryWording([...photos(1), ...drawn(1)]).heading).toBe('1 photograph and 1 illustration of moving days');
  });
});
