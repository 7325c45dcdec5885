/**
 * The exit status with which the release's stand-in check (astro.config.mjs) tells `npm run build:site`
 * (scripts/build-site.mjs) that stand-ins remain, so a preview is built instead of the real site.
 */
export const PREVIEW_EXIT = 75;
