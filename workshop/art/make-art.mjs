#!/usr/bin/env node
/**
 * make-art.mjs: generates every illustration on the SwiftSecure Packers & Movers site.
 *
 * Why generated: the site needs original, consistent artwork (one palette, one flat-vector
 * style, the same truck, people and cartons everywhere) with no stock-photo licences and no
 * likeness of real people or places. Each picture is composed in code from small reusable
 * parts (sky, hills, road, truck, cartons, people, house, warehouse...) and rendered to
 * JPEG/PNG with sharp. The owner can replace any file with a real photo, file by file, at the
 * same path and size; re-run with `npm run art` to regenerate the rest. Output is
 * deterministic (seeded pseudo-random numbers, no Math.random).
 *
 * Only `sharp` and Node built-ins are used. The India routes art is deliberately abstract
 * (compass rose + dotted routes + pins): no outline of India's map is drawn.
 *
 * This file is the entry point: the command line, writing the files and the manifest. The drawing
 * lives beside it in workshop/art/: palette, random, svg (primitives), canvas, landscape, parts/ (trucks,
 * people, cartons, furniture, buildings, scenery...), scenes/, and pictures.mjs, the list of every
 * picture with its path.
 */
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT as ROOT } from '../../src/projectRoot.ts';
import { pictureState, readManifest, sha256, writeManifest } from '../../src/content-readers/drawnPictures.ts';
import { GALLERY } from './gallery.mjs';
import { DATA_FILES, PICTURES } from './pictures.mjs';

/**
 * npm run art                    draws every picture that is missing or still exactly as drawn before
 * npm run art -- --force         redraws every picture, replacing the owner's too
 * npm run art -- --only src/assets/why/   only the pictures under a path (repeatable)
 * npm run art -- --root DIR      writes under DIR instead of the project (used by the tests)
 */
const { values: cli } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    root: { type: 'string' },
    svg: { type: 'string' },
  },
});
const OUT = cli.root ? path.resolve(cli.root) : ROOT;
const manifest = readManifest(OUT);
const report = { drawn: [], kept: [] };
const wanted = (rel) => !cli.only || cli.only.some((prefix) => rel.startsWith(prefix));

async function write(rel, data) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}
/**
 * Writes a picture, unless the owner replaced it: its bytes no longer match what this script drew. The manifest keeps
 * a replaced picture's entry, so the build can tell a photograph still described as the drawing it replaced.
 */
async function picture(rel, render, description) {
  if (!wanted(rel)) return;
  if (!cli.force && pictureState(rel, manifest, OUT) === 'replaced') {
    report.kept.push(rel);
    return;
  }
  const data = await render();
  await write(rel, data);
  manifest[rel] = description ? { sha256: sha256(data), description } : { sha256: sha256(data) };
  report.drawn.push(rel);
}
/** Writes a data file only where there is none: the owner edits these (names, flags, alt texts). */
async function dataFile(rel, text) {
  if (wanted(rel) && !existsSync(path.join(OUT, rel))) await write(rel, text);
}
const svgOf = (canvasOrSvg) => (typeof canvasOrSvg === 'string' ? canvasOrSvg : canvasOrSvg.svg());
const jpg = (rel, draw, description) =>
  picture(
    rel,
    () =>
      sharp(Buffer.from(svgOf(draw())))
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer(),
    description,
  );
const png = (rel, draw, description) =>
  picture(
    rel,
    () =>
      sharp(Buffer.from(svgOf(draw())))
        .png({ compressionLevel: 9, palette: false })
        .toBuffer(),
    description,
  );
const svgFile = (rel, draw, description) => picture(rel, async () => Buffer.from(svgOf(draw())), description);
/** The file's extension picks the format. */
const FORMATS = { '.jpg': jpg, '.png': png, '.svg': svgFile };

async function main() {
  const t0 = Date.now();
  for (const [rel, draw, description] of PICTURES) await FORMATS[path.extname(rel)](rel, draw, description);
  for (const [rel, text] of DATA_FILES) await dataFile(rel, text);
  writeManifest(manifest, OUT);
  console.log(`make-art: drew ${report.drawn.length} pictures in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  for (const rel of report.kept) console.log(`make-art: kept ${rel} (replaced by the owner; --force redraws it)`);
}

if (cli.svg) {
  // debugging aid: print one gallery scene's SVG (--svg 3)
  process.stdout.write(GALLERY[Number(cli.svg) - 1][0]().svg());
} else {
  await main();
}
