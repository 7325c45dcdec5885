/**
 * The rules around the two relay forms, as pure functions: drafts kept in the visitor's browser,
 * merged field by field across tabs, validation a person understands, prefills that never overwrite typing,
 * the relay's subject line, the text the fallback links carry, the token that confirms a send, and the
 * one-minute guard against sending twice. The <site-relay-form> element (RelayFormElement.astro) applies them.
 */

import { E164_MAX, E164_MIN, NATIONAL_DIGITS, readPhone, type PhoneProblem } from './phone';

export type FormName = 'contact' | 'enquiry';

/** The enquiry form's fields a link or the estimator can fill in (the enquiry page's query, the dialog's link). */
export const PREFILL_FIELDS = ['moving_from', 'moving_to', 'moving_type', 'services'] as const;
export type EnquiryPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;
export type Values = Record<string, string>;

/**
 * The words the form's script shows (messages under the fields, notices, the prefill offer), in the page's
 * language: RelayForm.astro writes them into its markup (`data-words` on <site-relay-form>, from
 * src/content/ui/forms.yaml, see formWords in src/lib/forms.ts) and the script reads them there, so it
 * keeps no words of its own. "{name}" marks where a value goes.
 */
export interface FormWords {
  /** "{field}": the field's label, in lower case. */
  check: { enter: string; choose: string; email: string };
  /** Per problem; "{digits}" is digitsOne or digitsOther with its "{count}"; "{min}", "{max}", "{national}": the rules' figures. */
  phone: Record<PhoneProblem, string> & { digitsOne: string; digitsOther: string };
  status: { notConfirmed: string; stillWaiting: string; sentRecently: string };
  /** text: "{source}" (fromLink, or what the page names) "suggests {values}"; fromLink: the page's own link. */
  offer: { text: string; fromLink: string };
  message: MessageWords;
}

/**
 * The first line of the message a visitor sends from their own WhatsApp or mail app (greetingFor), in the page's
 * language: `contact` and `enquiry` name the form, `fromName` ("{title} from {name}") adds the visitor's name,
 * `route`, `toOnly` and `fromOnly` the places typed; `language`, the page's language as it names itself, is set on
 * pages not in English, so the owner knows which language to answer in.
 */
export interface MessageWords {
  contact: string;
  enquiry: string;
  fromName: string;
  route: string;
  toOnly: string;
  fromOnly: string;
  language?: string;
}

/** Puts values into words: "{name}" becomes `values.name`; a name without a value stays as it is. */
export const fillWords = (words: string, values: Record<string, string | number>): string =>
  words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const DRAFT_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A second submission of the same form within this time of a confirmed send is stopped. */
export const RESEND_GUARD_MS = 60_000;

export const draftKey = (form: FormName) => `draft:${form}`;
export const sentKey = (form: FormName) => `sent:${form}`;

/** The relay's hidden fields start with "_": they are never saved, sent on WhatsApp or validated. */
export const isVisitorField = (name: string) => name !== '' && !name.startsWith('_');

/** What a visitor typed, by field name. */
export type Draft = Values;

export function encodeDraft(draft: Draft, now: number): string {
  return JSON.stringify({ savedAt: now, values: draft });
}

/** The saved draft, or undefined when there is none, it is unreadable or older than 30 days. */
export function decodeDraft(text: string | null | undefined, now: number): Draft | undefined {
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

/*
 * Two tabs of a form share one saved draft, and neither loses what the other typed. No clock decides between
 * them: Firefox's fingerprinting protection and Tor Browser give Date.now() in 100 ms steps, so two saves a
 * keystroke apart carry the same time, and a tie must never let a tab's stale copy of the other's field win.
 * Instead a tab writes only the fields the visitor changed in it (since its last save), never one it shows only
 * because another tab saved it; and it takes from another tab's save every field whose saved value differs from
 * what it shows, except those changed here and not yet saved. (Only the tab the visitor is in changes anything, so
 * the field being typed in is never among another tab's changes.)
 */

/** The saved draft with the fields `changed` in this tab written in from what the tab shows. */
export function withChanges(saved: Draft, shown: Values, changed: Iterable<string>): Draft {
  const draft = { ...saved };
  for (const name of changed) if (name in shown) draft[name] = shown[name];
  return draft;
}

/** The fields another tab's save changed, for this tab to show, but for those in `keep` (changed here, not yet saved). */
export function receivedChanges(saved: Draft, shown: Values, keep: ReadonlySet<string>): Values {
  return Object.fromEntries(Object.entries(saved).filter(([name, value]) => name in shown && shown[name] !== value && !keep.has(name)));
}

/**
 * Values offered by a link or the estimator, split into those that go into empty fields and those that
 * would replace something the visitor typed: those are only offered, never written over the typing.
 */
export function splitPrefill(current: Values, offered: Values): { fill: Values; conflicts: Values } {
  const fill: Values = {};
  const conflicts: Values = {};
  for (const [name, value] of Object.entries(offered)) {
    if (!value || !(name in current)) continue;
    const typed = current[name].trim();
    if (!typed) fill[name] = value;
    else if (typed !== value) conflicts[name] = value;
  }
  return { fill, conflicts };
}

/**
 * localStorage where the browser allows it. Every access is guarded: some privacy modes and embedded browsers
 * throw on reads, writes or both, and the form must keep working there (it just cannot keep a draft).
 */
export function guardedStorage(storage: () => Storage) {
  const attempt = <T>(use: (s: Storage) => T): T | undefined => {
    try {
      return use(storage());
    } catch {
      return undefined;
    }
  };
  return {
    /** The stored text; null when there is none, undefined when the browser refused. */
    get: (key: string): string | null | undefined => attempt((s) => s.getItem(key)),
    /** False when the browser refused. */
    set: (key: string, value: string): boolean => attempt((s) => (s.setItem(key, value), true)) ?? false,
    remove: (key: string): boolean => attempt((s) => (s.removeItem(key), true)) ?? false,
  };
}

/**
 * Sending is confirmed only by the return from the relay: at submit the form stores a one-time token under
 * this key and names it in the return address; the page thanks the visitor (and clears the draft) only
 * when the token it is handed is the one stored, so a bare `/?sent=contact` link shows and clears nothing.
 */
export const pendingKey = (form: FormName) => `pending:${form}`;

export function newToken(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where the relay sends the visitor back: `page` (the home page unless given) of the site they are on, naming the form
 * and the token.
 */
export function returnAddress(origin: string, form: FormName, token?: string, page = '/'): string {
  const url = new URL(page, origin);
  url.searchParams.set('sent', form);
  if (token) url.searchParams.set('t', token);
  return url.href;
}

/** How long a press waits for the relay's page before the form may be sent again (a hung or stopped send). */
export const SEND_PATIENCE_MS = 10_000;

export interface FieldRule {
  /** The field's visible label, for the message. */
  label: string;
  kind: 'text' | 'tel' | 'email' | 'select';
  required: boolean;
  /** The browser's own verdict on an e-mail address (`validity.typeMismatch`). */
  malformedEmail?: boolean;
}

/** The message to show under a field, or undefined when it is fine. A field of only spaces is empty. */
export function fieldError(value: string, { label, kind, required, malformedEmail }: FieldRule, words: FormWords): string | undefined {
  const trimmed = value.trim();
  const field = label.toLowerCase();
  if (!trimmed) return required ? fillWords(kind === 'select' ? words.check.choose : words.check.enter, { field }) : undefined;
  if (kind === 'tel') {
    const phone = readPhone(trimmed);
    if (!phone.ok) return phoneMessage(phone, words.phone);
  }
  if (kind === 'email' && malformedEmail) return words.check.email;
  return undefined;
}

/** What to fix in a refused phone number, in the page's words. */
export function phoneMessage({ problem, digits = 0 }: { problem: PhoneProblem; digits?: number }, words: FormWords['phone']): string {
  const count = fillWords(digits === 1 ? words.digitsOne : words.digitsOther, { count: digits });
  return fillWords(words[problem], { digits: count, min: E164_MIN, max: E164_MAX, national: NATIONAL_DIGITS });
}

/**
 * "2BHK Shifting" → "2BHK": the subject line reads like a person wrote it. The translations' labels ("2BHK शिफ्टिंग")
 * are kept whole: their word for shifting is the visitor's to read.
 */
const shortService = (service: string) => service.replace(/ Shifting$/, '');

/**
 * What the owner reads and the visitor never sees: the subject line of the e-mail the relay sends. It is the owner's
 * and stays in English in every language, so their mail reads (and sorts) the same; a message sent from a page in
 * another language says so ("Enquiry (Marathi): …"), so the owner knows which language to answer in. The words the
 * visitor sends themselves, by WhatsApp or their own mail app, are greetingFor's, in the page's language.
 */
const RELAY_WORDS: MessageWords = {
  contact: 'Website message',
  enquiry: 'Enquiry',
  fromName: '{title} from {name}',
  route: '{from} to {to}',
  toOnly: 'to {to}',
  fromOnly: 'from {from}',
};

/**
 * A message's first line, in `words`: names the form and, for an enquiry, the route and the service ("Enquiry: Pune
 * to Goa, 2BHK"); for a contact message, the visitor's name. With no values, the form's line before anything is
 * typed. `service`: the chosen service as the reader reads it (its English value for the owner, its label on the page
 * for the visitor).
 */
function headline(form: FormName, values: Values, words: MessageWords, service?: string): string {
  const title = words.language ? `${words[form]} (${words.language})` : words[form];
  if (form === 'contact') {
    const name = values['Full Name']?.trim();
    return name ? fillWords(words.fromName, { title, name }) : title;
  }
  const from = values.moving_from?.trim();
  const to = values.moving_to?.trim();
  const route =
    from && to
      ? fillWords(words.route, { from, to })
      : to
        ? fillWords(words.toOnly, { to })
        : from
          ? fillWords(words.fromOnly, { from })
          : '';
  const details = [route, service && shortService(service)].filter(Boolean).join(', ');
  return details ? `${title}: ${details}` : title;
}

/**
 * The relay's subject line, in English (RELAY_WORDS). `language`: the page's language, in English, when it is not
 * English ("Hindi").
 */
export const subjectFor = (form: FormName, values: Values, language?: string): string =>
  headline(form, values, { ...RELAY_WORDS, language }, values.services);

/**
 * The first line of what the visitor sends by WhatsApp, and the subject of the e-mail their mail app opens: the
 * relay's subject in the page's words (on an English page, the relay's subject itself). `shown`: each value as the
 * visitor read it (a choice's label).
 */
export const greetingFor = (form: FormName, values: Values, words: MessageWords, shown: Values = {}): string =>
  headline(form, values, words, values.services && (shown.services ?? values.services));

/**
 * The typed enquiry as plain text, for a WhatsApp message or an e-mail body, all in the page's language: the
 * greeting, then "Label: value" lines: `shown` gives each value as the visitor read it (a choice's label).
 */
export function messageText(
  form: FormName,
  values: Values,
  labels: Record<string, string>,
  words: MessageWords,
  shown: Values = {},
): string {
  const lines = Object.entries(values)
    .filter(([name, value]) => isVisitorField(name) && value.trim())
    .map(([name, value]) => `${labels[name] ?? name}: ${(shown[name] ?? value).trim()}`);
  return [greetingFor(form, values, words, shown), ...lines].join('\n');
}

export const sentRecently = (lastSentAt: number | null, now: number): boolean =>
  lastSentAt !== null && now - lastSentAt >= 0 && now - lastSentAt < RESEND_GUARD_MS;
