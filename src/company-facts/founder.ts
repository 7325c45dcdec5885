/**
 * The founder as the site may show them: the spec's role always (interface text, about.founder.title);
 * name, biography and message only once the owner has confirmed them (CMS: Company › Founder); the portrait
 * described as what it is.
 */
import type { Text } from '~/i18n/text';
import { confirmed, site } from '../site.config';

const name = confirmed(site.founder.name);

export const founder = {
  name,
  bio: confirmed(site.founder.bio),
  message: confirmed(site.founder.message),
};

/** "Vikram, Owner & Founder" once named; the role alone before. */
export const founderSignature = (t: Text): string =>
  name ? t('about.founder.signature', { name, title: t('about.founder.title') }) : t('about.founder.title');

/** The portrait's alt text: a drawing standing in, or the owner's photograph. */
export function founderPortraitAlt(t: Text): string {
  const title = t('about.founder.role');
  if (site.founder.portraitIsDrawing) return t('about.founder.portraitAlt.drawing', { title });
  return name ? t('about.founder.portraitAlt.named', { name }) : t('about.founder.portraitAlt.unnamed', { title });
}
