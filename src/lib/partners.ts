/**
 * The line under the partner strip's heading. The logos are placeholders until the owner puts each
 * company's own logo in its place (`placeholder` in src/content/partners.yaml), and the line says so rather
 * than describing what companies it cannot yet name do with us. Pure.
 */
export function partnerLine(placeholders: readonly boolean[]): string {
  const waiting = placeholders.filter(Boolean).length;
  if (waiting === 0) return 'Some of the companies we work with.';
  if (waiting === placeholders.length) return 'Their logos will appear here; until then, the strip shows placeholders.';
  return `Some of the companies we work with; ${waiting} of the ${placeholders.length} logos are placeholders until theirs are added.`;
}
