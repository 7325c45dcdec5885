/**
 * What makes an icon beside its words decorative: hidden from assistive tech (the words say it) and never a
 * tab stop (older browsers focus an SVG unless told not to). Icon.astro and the islands' react-icons share it.
 */
export const DECORATIVE_ICON = { 'aria-hidden': true, focusable: 'false' } as const;
