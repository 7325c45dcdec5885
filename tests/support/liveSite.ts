/**
 * The live site as the owner will publish it: a copy of this project with every stand-in replaced (no example contact,
 * every claim confirmed, every registration decided, no sample review, no placeholder logo, a photograph for the portrait), built with the
 * host's build command. Built once per run by tests/e2e/live-site.setup.ts (Playwright's `live-build` project), at a
 * fixed place, and served to the `live` project's tests (tests/e2e/fixtures.ts): the relay's tests (the forms post
 * only where the relay is the owner's, not in a preview) and tests/e2e/real-site.spec.ts read the one build.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../../src/projectRoot';
import { standIns } from '../../src/stand-ins/standIns';
import type { Company } from '../../src/schemas/company';
import { COMPANY_FILE, readCompany } from '../../src/site.config';
import { CLAIM_KEYS } from '../../src/lib/claims';
import { projectCopy } from './projectCopy';

/** One folder per checkout, so two checkouts on a machine never build into each other's. */
export const LIVE_SITE_ROOT = path.join(tmpdir(), `live-site-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);
export const LIVE_SITE_DIST = path.join(LIVE_SITE_ROOT, 'dist');

/**
 * The company's data as the owner will have made it: no example left, every claim confirmed, every registration
 * decided, here as none held (the case the certificates page must say plainly; changed-data.spec.ts builds one with
 * the GSTIN held).
 */
export function complete(company: Company): Company {
  const data = structuredClone(company);
  for (const group of [data.identity, data.phones.mobile, data.phones.office, data.emails, data.address, data.links]) group.example = false;
  for (const registration of Object.values(data.registrations)) Object.assign(registration, { status: 'not held', number: '' });
  // Every claim confirmed, each saying what it counts (the spec's readings of one thing differ), the rating with its source.
  for (const key of CLAIM_KEYS)
    Object.assign(data.claims[key], { example: false, counts: data.claims[key].counts || `what ${key} counts` });
  if (!data.claims.rating.source) Object.assign(data.claims.rating, { source: 'Google', reviews: 1240 });
  return data;
}

/** A list file with one switch set on every entry. */
function untick(root: string, file: string, key: string, box: string) {
  const data = parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>[]>;
  for (const entry of data[key]) entry[box] = false;
  writeFileSync(path.join(root, file), stringify(data));
}

/** Copies the project, completes it as the owner will and builds it; the build's output when it fails. */
export function buildLiveSite(): { stillStandIns: unknown[]; status: number | null; output: string } {
  const root = projectCopy('live-site', LIVE_SITE_ROOT);
  const company = complete(readCompany());
  writeFileSync(path.join(root, COMPANY_FILE), stringify(company));
  untick(root, 'src/content/testimonials.yaml', 'testimonials', 'sample');
  untick(root, 'src/content/partners.yaml', 'partners', 'placeholder');
  // A photograph in place of the drawn portrait: any picture that is not the drawing.
  copyFileSync(path.join(root, 'src/assets/heroes/locations.jpg'), path.join(root, path.dirname(COMPANY_FILE), company.founder.portrait));
  const stillStandIns = standIns(root);
  const build = spawnSync(process.execPath, ['scripts/build-site.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { stillStandIns, status: build.status, output: build.stdout + build.stderr };
}

/** Whether the live copy has been built (by the `live-build` project of this run). */
export const liveSiteBuilt = () => existsSync(path.join(LIVE_SITE_DIST, 'index.html'));
