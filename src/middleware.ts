/**
 * Each page starts its rendering with an empty sheet of icons, before any component: Icon.astro adds the drawings
 * the page shows, and IconSprite.astro writes them once (src/components/ui/iconDrawing.ts). Astro may render the
 * shell's components before the layout that holds the sprite, so the sheet cannot wait for it.
 */
import { defineMiddleware } from 'astro:middleware';
import { IconSheet } from '~/components/ui/iconDrawing';

export const onRequest = defineMiddleware((context, next) => {
  context.locals.icons = new IconSheet();
  return next();
});
