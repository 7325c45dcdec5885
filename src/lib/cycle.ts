/** Index arithmetic for things that wrap around: hero slides, lightbox, carousel highlight. */
export const wrapIndex = (index: number, length: number): number => ((index % length) + length) % length;
export const nextIndex = (index: number, length: number): number => wrapIndex(index + 1, length);
export const prevIndex = (index: number, length: number): number => wrapIndex(index - 1, length);
