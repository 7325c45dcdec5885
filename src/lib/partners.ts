/**
 * The line under the partner strip's heading. The logos are placeholders until the owner puts each
 * company's own logo in its place (`placeholder` in src/content/partners.yaml), and the line says so rather
 * than describing what companies it cannot yet name do with us. Pure.
 */
import type { Text } from '~/i18n/text';

export function partnerLine(t: Text, placeholders: readonly boolean[]): string {
  const waiting = placeholders.filter(Boolean).length;
  if (waiting === 0) return t('home.partners.line.real');
  if (waiting === placeholders.length) return t('home.partners.line.placeholders');
  return t('home.partners.line.some', { waiting, count: placeholders.length });
}
