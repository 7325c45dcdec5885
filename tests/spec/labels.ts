/**
 * Labels the original specification fixes word for word (docs/behaviour.md), which keep the spec's spelling even where the site's prose spells the
 * term another way (issue 14): the copy test leaves exactly these out when it checks one spelling per term.
 */
/** Section 2, Service detail: the stat card "PAN India Reach in … cities and towns" (the figure is claims.citiesServicePages). */
export const SPEC_SERVICE_REACH = 'PAN India Reach';
/** Section 3, contact form: the field "Email"; section 5: its placeholder "Email Address". */
export const SPEC_EMAIL_LABEL = 'Email';
