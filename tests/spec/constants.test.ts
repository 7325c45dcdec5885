/**
 * Every behaviour constant of the site against the original specification's value, in milliseconds and before any
 * build: `npm test` runs this first (node's own test runner, no Astro, no browser), so a changed timing, count or
 * seed fails within seconds rather than after the build and the browser tests (which time the site against the same
 * values, tests/spec/constants.ts). A departure from the spec is made here and in docs/behaviour.md together.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as site from '../../src/lib/constants.ts';
import { ENQUIRY_MODAL_DELAY_MS } from '../../src/inline/enquiryMoment.ts';
import { TOP_BAR_HIDE_AFTER_PX } from '../../src/inline/scrollBars.ts';
import { VISITOR_COUNT_SEED } from '../../src/inline/visitorCounter.ts';
import * as spec from './constants.ts';

const pairs: [string, unknown, unknown][] = [
  ['hero rotation (ms)', site.HERO_ROTATE_MS, spec.HERO_ROTATE_MS],
  ['typewriter (ms)', site.TYPEWRITER, spec.TYPEWRITER],
  ['services shown before Load More', site.SERVICES_INITIAL, spec.SERVICES_INITIAL],
  ['locations per Load More', site.LOCATIONS_PAGE_SIZE, spec.LOCATIONS_PAGE_SIZE],
  ["a location card's bullets", site.LOCATION_CARD_POINTS, spec.LOCATION_CARD_POINTS],
  ['enquiry dialog delay (ms)', ENQUIRY_MODAL_DELAY_MS, spec.ENQUIRY_MODAL_DELAY_MS],
  ['testimonial carousel', site.TESTIMONIALS, spec.TESTIMONIALS],
  ['top bar hides after (px)', TOP_BAR_HIDE_AFTER_PX, spec.TOP_BAR_HIDE_AFTER_PX],
  ['top marquee (s)', site.TOP_MARQUEE_S, spec.TOP_MARQUEE_S],
  ['branch marquee (s)', site.BRANCH_MARQUEE_S, spec.BRANCH_MARQUEE_S],
  ['partner marquee (s)', site.PARTNER_MARQUEE_S, spec.PARTNER_MARQUEE_S],
  ['branch bar height (px)', site.BRANCH_BAR_HEIGHT_PX, spec.BRANCH_BAR_HEIGHT_PX],
  ['visitor counter seed', VISITOR_COUNT_SEED, spec.VISITOR_COUNT_SEED],
];

for (const [name, value, expected] of pairs) void test(`${name}: the spec's value`, () => assert.deepEqual(value, expected));
