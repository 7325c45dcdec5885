/**
 * The founder as the site may show them: the spec's role always; name, biography and message only
 * once the owner has confirmed them (CMS: Company › Founder); the portrait described as what it is.
 */
import { confirmed, site } from '../site.config';

const name = confirmed(site.founder.name);

export const founder = {
  title: site.founder.title,
  name,
  bio: confirmed(site.founder.bio),
  message: confirmed(site.founder.message),
  /** "Vikram, Owner & Founder" once named; the role alone before. */
  signature: name ? `${name}, ${site.founder.title}` : site.founder.title,
  portraitAlt: site.founder.portraitIsDrawing
    ? `Illustration standing in for the portrait of our ${site.founder.title.toLowerCase()}`
    : `Portrait of ${name ?? `our ${site.founder.title.toLowerCase()}`}`,
};
