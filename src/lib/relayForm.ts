/**
 * The rules around the two relay forms, as pure functions: drafts kept in the visitor's browser,
 * validation a person understands, the relay's subject line, the text the fallback links carry, and the
 * one-minute guard against sending twice. The <relay-form> element (RelayForm.astro) applies them.
 */

export type FormName = 'contact' | 'enquiry';
export type Values = Record<string, string>;

export const DRAFT_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A second submission of the same form within this time is stopped. */
export const RESEND_GUARD_MS = 60_000;

export const draftKey = (form: FormName) => `draft:${form}`;
export const sentKey = (form: FormName) => `sent:${form}`;

/** The relay's hidden fields start with "_": they are never saved, sent on WhatsApp or validated. */
export const isVisitorField = (name: string) => name !== '' && !name.startsWith('_');

export function encodeDraft(values: Values, now: number): string {
  return JSON.stringify({ savedAt: now, values });
}

/** The saved values, or undefined when there are none, they are unreadable or older than 30 days. */
export function decodeDraft(text: string | null, now: number): Values | undefined {
  if (!text) return undefined;
  try {
    const { savedAt, values } = JSON.parse(text) as { savedAt: unknown; values: unknown };
    if (typeof savedAt !== 'number' || now - savedAt > DRAFT_MAX_AGE_DAYS * DAY_MS) return undefined;
    if (!values || typeof values !== 'object') return undefined;
    return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}

/** Ten digits, with an optional +91 or 0 in front; spaces and dashes allowed anywhere. */
export function isPhoneNumber(value: string): boolean {
  return /^(\+91|0)?\d{10}$/.test(value.replace(/[\s-]/g, ''));
}

export interface FieldRule {
  /** The field's visible label, for the message. */
  label: string;
  kind: 'text' | 'tel' | 'email' | 'select';
  required: boolean;
  /** The browser's own verdict on an e-mail address (`validity.typeMismatch`). */
  malformedEmail?: boolean;
}

/** The message to show under a field, or undefined when it is fine. A field of only spaces is empty. */
export function fieldError(value: string, { label, kind, required, malformedEmail }: FieldRule): string | undefined {
  const trimmed = value.trim();
  const name = label.toLowerCase();
  if (!trimmed) return required ? (kind === 'select' ? `Please choose ${name}.` : `Please enter ${name}.`) : undefined;
  if (kind === 'tel' && !isPhoneNumber(trimmed)) return 'Please enter a 10-digit phone number; +91 or 0 in front is fine.';
  if (kind === 'email' && malformedEmail) return 'Please enter an e-mail address such as name@gmail.com.';
  return undefined;
}

/** "2BHK Shifting" → "2BHK": the subject line reads like a person wrote it. */
const shortService = (service: string) => service.replace(/ Shifting$/, '');

/** The relay's subject line: names the form and, for an enquiry, the route ("Enquiry: Pune to Goa, 2BHK"). */
export function subjectFor(form: FormName, values: Values): string {
  if (form === 'contact') {
    const name = values['Full Name']?.trim();
    return name ? `Website message from ${name}` : 'Website message';
  }
  const from = values.moving_from?.trim();
  const to = values.moving_to?.trim();
  const route = from && to ? ` ${from} to ${to}` : to ? ` to ${to}` : from ? ` from ${from}` : '';
  const service = values.services ? ` ${shortService(values.services)}` : '';
  if (!route && !service) return 'Enquiry';
  return route && service ? `Enquiry:${route},${service}` : `Enquiry:${route}${service}`;
}

/** The typed enquiry as plain text, for a WhatsApp message or an e-mail body: the subject, then "Label: value" lines. */
export function messageText(form: FormName, values: Values, labels: Record<string, string>): string {
  const lines = Object.entries(values)
    .filter(([name, value]) => isVisitorField(name) && value.trim())
    .map(([name, value]) => `${labels[name] ?? name}: ${value.trim()}`);
  return [subjectFor(form, values), ...lines].join('\n');
}

export const sentRecently = (lastSentAt: number | null, now: number): boolean =>
  lastSentAt !== null && now - lastSentAt >= 0 && now - lastSentAt < RESEND_GUARD_MS;
