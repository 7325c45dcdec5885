/** What one page's components share while it renders (Astro.locals), given to every page by src/middleware.ts. */
declare namespace App {
  interface Locals {
    /** The page's icons: Icon.astro adds each drawing it shows, IconSprite.astro writes them once. */
    icons?: import('./components/ui/iconDrawing').IconSheet;
  }
}
