/**
 * The company's address and web address are each written once (src/data/company.yaml): change them there,
 * rebuild, and no built file still holds the old value, in any form it takes on a page (as text, escaped
 * in HTML, or inside a map or sharing link), robots.txt, the sitemap and the map included.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stringify } from 'yaml';
import { readCompany } from '~/site.config';
import { buildCopy, projectCopy, removeCopy } from '../support/projectCopy';

/** The forms a value takes in built files. */
const forms = (value: string) => [
  ...new Set([value, value.replaceAll('&', '&amp;'), encodeURIComponent(value), encodeURIComponent(value).replaceAll('%20', '+')]),
];

describe('changing the address and the web address once', () => {
  it('leaves no old value in any built file, and the new ones where the old ones were', () => {
    const old = readCompany();
    const root = projectCopy('derived');
    onTestFinished(() => removeCopy(root));
    const changed = structuredClone(old);
    changed.identity.url = 'https://www.movers-changed-address.in';
    changed.address = {
      ...old.address,
      street: 'Unit 7, Test Chambers, Baner Road',
      postalCode: old.address.postalCode === '411045' ? '411046' : '411045',
    };
    writeFileSync(path.join(root, 'src/data/company.yaml'), stringify(changed));

    const build = buildCopy(root);
    expect(build.status, build.output).toBe(0);

    const dist = path.join(root, 'dist');
    // Decap CMS's own bundle (dist/admin/*.js) is the npm package's, not ours.
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(html|xml|txt|json|yml|css|js)$|_headers$/.test(file) && !/^admin\/.*\.js$/.test(file),
    );
    expect(files.length).toBeGreaterThan(60);
    const oldValues = [new URL(old.identity.url).host, old.address.street, old.address.postalCode, ...old.address.street.split(', ')];
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      return oldValues
        .flatMap(forms)
        .filter((value) => text.includes(value))
        .map((value) => `${file}: ${value}`);
    });
    expect(found).toEqual([]);

    const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
    expect(read('robots.txt')).toContain(`Sitemap: ${changed.identity.url}/sitemap-index.xml`);
    expect(read('sitemap-0.xml')).toContain(`<loc>${changed.identity.url}/</loc>`);
    const contact = read('contact.html');
    expect(contact).toContain(encodeURIComponent(changed.address.street));
    expect(contact).toContain(`<link rel="canonical" href="${changed.identity.url}/contact">`);
    expect(read('index.html')).toContain(changed.address.postalCode);
  }, 240_000);
});
