/** `npm run art` draws what is missing or still as drawn, and never overwrites the owner's files. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/projectRoot';
import { readManifest, sha256 } from '../../src/content-readers/drawnPictures';

const PICTURE = 'src/assets/why/safety.jpg';
const PARTNERS = 'src/content/partners.yaml';

/**
 * The share of pixels that two pictures of the same size show differently: a channel apart by more than
 * 48 of 255. The same drawing encoded by another JPEG encoder, or at another quality, changes none;
 * a recoloured or resized object in it changes one pixel in a hundred or more.
 */
async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((picture) => sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  expect([x.info.width, x.info.height]).toEqual([y.info.width, y.info.height]);
  let changed = 0;
  for (let i = 0; i < x.data.length; i += 3) {
    if ([0, 1, 2].some((c) => Math.abs(x.data[i + c] - y.data[i + c]) > 48)) changed++;
  }
  return changed / (x.data.length / 3);
}

/** Under the site's tsx loader, as `npm run art` runs it (scripts/workshop.mjs): the generator reads the site's TypeScript. */
const art = (root: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'workshop/art/make-art.mjs'), '--root', root, ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });

describe('npm run art', () => {
  it('draws a missing picture and records it; keeps one the owner replaced; redraws it only with --force', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'art-'));
    art(root, '--only', PICTURE);
    const drawn = readFileSync(path.join(root, PICTURE));
    expect(readManifest(root)[PICTURE]?.sha256).toBe(sha256(drawn));
    // Drawing is deterministic: drawn again elsewhere, the same bytes.
    const again = mkdtempSync(path.join(tmpdir(), 'art-'));
    art(again, '--only', PICTURE);
    expect(sha256(readFileSync(path.join(again, PICTURE)))).toBe(sha256(drawn));
    // And it is the picture in the project. Compared as pixels: another build of sharp/libvips encodes the same
    // picture to other JPEG bytes.
    expect(await changedShare(drawn, readFileSync(path.join(PROJECT_ROOT, PICTURE)))).toBeLessThan(0.001);

    art(root, '--only', PICTURE);
    expect(sha256(readFileSync(path.join(root, PICTURE)))).toBe(sha256(drawn));

    const photo = Buffer.from("the owner's own photograph");
    writeFileSync(path.join(root, PICTURE), photo);
    const output = art(root, '--only', PICTURE);
    expect(readFileSync(path.join(root, PICTURE))).toEqual(photo);
    expect(output).toContain(`kept ${PICTURE}`);

    art(root, '--only', PICTURE, '--force');
    expect(readFileSync(path.join(root, PICTURE))).toEqual(drawn);
  }, 30_000);

  it('writes a data file only where there is none, so partner names and flags the owner set survive', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'art-'));
    art(root, '--only', PARTNERS);
    expect(existsSync(path.join(root, PARTNERS))).toBe(true);
    const owners = '- id: partner-01\n  name: Real Company Ltd\n  logo: ../assets/partners/partner-01.svg\n  placeholder: false\n';
    writeFileSync(path.join(root, PARTNERS), owners);
    art(root, '--only', PARTNERS, '--force');
    expect(readFileSync(path.join(root, PARTNERS), 'utf8')).toBe(owners);
  }, 30_000);

  it("records each described scene's words beside its drawing, as the generator has them now", async () => {
    const { PICTURES } = await import('../../workshop/art/pictures.mjs');
    const manifest = readManifest();
    const described = (PICTURES as unknown[][]).filter(([, , description]) => description) as [string, unknown, unknown][];
    expect(described.length).toBeGreaterThan(70);
    for (const [file, , description] of described) expect(manifest[file]?.description, file).toEqual(description);
  });

  it('keeps the logo fit to be written into a page three times: no id, no style, no script', () => {
    const logo = readFileSync(path.join(PROJECT_ROOT, 'src/assets/brand/logo.svg'), 'utf8');
    expect(logo).toMatch(/^<svg /);
    expect(logo).not.toMatch(/\bid=|<style|<script|\bon\w+=/i);
  });
});
