/** The rules behind the relay forms: drafts, validation, the subject line, the fallback text, the resend guard. */
import { describe, expect, it } from 'vitest';
import { textFor } from '~/content-readers/interfaceText';
import { FOCUS_RECHECK_MS, TYPING_QUIET_MS, waitBeforeOpening } from '~/inline/enquiryMoment';
import {
  decodeDraft,
  DRAFT_MAX_AGE_DAYS,
  encodeDraft,
  fieldError,
  greetingFor,
  guardedStorage,
  messageText,
  newToken,
  receivedChanges,
  RESEND_GUARD_MS,
  returnAddress,
  sentRecently,
  splitPrefill,
  subjectFor,
  withChanges,
  type Values,
} from '~/inline/relayForm';
import { formWords } from '~/lib/forms';
import { formRelayUrl } from '~/site.config';

const DAY = 24 * 60 * 60 * 1000;

describe('drafts', () => {
  it('come back as typed for 30 days, and not after', () => {
    const draft = { 'Full Name': 'Asha Rao', Message: 'my 2 BHK flat' };
    const saved = encodeDraft(draft, 0);
    expect(decodeDraft(saved, DRAFT_MAX_AGE_DAYS * DAY)).toEqual(draft);
    expect(decodeDraft(saved, DRAFT_MAX_AGE_DAYS * DAY + 1)).toBeUndefined();
  });
  it('ignore nothing saved, junk, and values that are not text; a draft saved with per-field times still comes back', () => {
    expect(decodeDraft(null, 0)).toBeUndefined();
    expect(decodeDraft(undefined, 0)).toBeUndefined();
    expect(decodeDraft('{not json', 0)).toBeUndefined();
    expect(decodeDraft(JSON.stringify({ savedAt: 'yesterday', values: {} }), 0)).toBeUndefined();
    expect(decodeDraft(JSON.stringify({ savedAt: 7, values: { a: 'x', b: 3 }, times: { a: 7 } }), 7)).toEqual({ a: 'x' });
  });
});

describe('two tabs sharing one draft', () => {
  const saved = { 'Full Name': 'Ravi Kulkarni', Email: 'ravi.k@example.in', Message: 'Office move, 40 desks' };
  // Tab A received the name and the message when they were half typed, and the visitor has since typed on in tab B.
  const tabA = { 'Full Name': 'Ravi Kulka', Email: 'ravi.k@example.in', Message: 'Office mo', Phone: '98220 12345' };

  it("a save writes only the fields changed in that tab, never its stale copy of another tab's field", () => {
    expect(withChanges(saved, tabA, ['Phone'])).toEqual({ ...saved, Phone: '98220 12345' });
    expect(withChanges(saved, { ...tabA, Email: '' }, new Set(['Email']))).toEqual({ ...saved, Email: '' });
    expect(withChanges({}, tabA, ['Nonexistent'])).toEqual({});
  });
  it('a tab takes every field another tab saved differently, but not one changed here and not yet saved', () => {
    expect(receivedChanges(saved, tabA, new Set())).toEqual({ 'Full Name': 'Ravi Kulkarni', Message: 'Office move, 40 desks' });
    expect(receivedChanges(saved, tabA, new Set(['Message']))).toEqual({ 'Full Name': 'Ravi Kulkarni' });
    expect(receivedChanges({ ...saved, _subject: 'x' }, saved, new Set())).toEqual({});
  });
});

describe('prefills from a link or the estimator', () => {
  it('fill empty fields and only offer what would replace typing', () => {
    const current = { moving_from: 'Mumbai', moving_to: '', moving_type: 'Other State', phone: '98220 12345' };
    const offered = { moving_from: 'Pune', moving_to: 'Goa', moving_type: 'Other State', services: '2BHK Shifting' };
    expect(splitPrefill(current, offered)).toEqual({ fill: { moving_to: 'Goa' }, conflicts: { moving_from: 'Pune' } });
  });
});

describe('storage that refuses', () => {
  const refusing = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  it('reads as "refused", writes as false, and never throws', () => {
    const store = guardedStorage(refusing);
    expect(store.get('draft:contact')).toBeUndefined();
    expect(store.set('draft:contact', 'x')).toBe(false);
    expect(store.remove('draft:contact')).toBe(false);
  });
  it('works as storage where the browser allows it', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    } as Storage;
    const store = guardedStorage(() => storage);
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(true);
    expect(store.get('a')).toBe('1');
  });
});

describe('the relay address', () => {
  it("takes the info mailbox or FormSubmit's random alias, and nothing else", () => {
    expect(formRelayUrl('info@swiftsecure.in')).toBe('https://formsubmit.co/info@swiftsecure.in');
    expect(formRelayUrl('1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d')).toBe('https://formsubmit.co/1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d');
    for (const bad of ['', 'info', 'https://evil.example/x', 'a b@c.d']) expect(() => formRelayUrl(bad), bad).toThrow(/form relay/);
  });
});

describe('the return from the relay', () => {
  it('comes back to the site the visitor is on, with the form and a token', () => {
    expect(returnAddress('https://preview-42.example.net', 'contact', 'abc123')).toBe(
      'https://preview-42.example.net/?sent=contact&t=abc123',
    );
    expect(returnAddress('http://127.0.0.1:4321', 'enquiry')).toBe('http://127.0.0.1:4321/?sent=enquiry');
  });
  it('comes back to the page the form was sent from, in its language', () => {
    expect(returnAddress('https://preview-7.example.net', 'enquiry', 'abc', '/mr/locations/goa')).toBe(
      'https://preview-7.example.net/mr/locations/goa?sent=enquiry&t=abc',
    );
  });
  it('tokens are random, 24 hex digits', () => {
    const a = newToken();
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(newToken()).not.toBe(a);
  });
});

/** The English words the form's script shows (src/content/ui/forms.yaml, `en:`), as RelayForm.astro gives them. */
const words = formWords(await textFor('en'));

describe('validation, in English', () => {
  const text = { label: 'Full name', kind: 'text', required: true } as const;
  const phone = { label: 'Phone', kind: 'tel', required: true } as const;
  it('treats a field of only spaces as empty', () => {
    expect(fieldError('   ', text, words)).toBe('Please enter full name.');
    expect(fieldError(' Asha ', text, words)).toBeUndefined();
    expect(fieldError('', { label: 'Moving type', kind: 'select', required: true }, words)).toBe('Please choose moving type.');
  });
  it('says what to fix in a phone number (the table of numbers is in phone.test.ts)', () => {
    expect(fieldError('98220 123', phone, words)).toMatch(/has 8 digits: an Indian number has 10/);
    expect(fieldError('call me', phone, words)).toMatch(/digits only/);
    expect(fieldError('+91 98220 12345', phone, words)).toBeUndefined();
  });
  it('names a malformed e-mail address', () => {
    expect(fieldError('asha@', { label: 'Email', kind: 'email', required: true, malformedEmail: true }, words)).toMatch(/e-mail address/);
  });
  it('come from the markup with their placeholders, for the script to fill', () => {
    expect(words.check.enter).toBe('Please enter {field}.');
    expect(words.offer.text).toBe('We kept what you had typed. {source} suggests {values}.');
  });
});

describe('the relay subject and the fallback text', () => {
  const english = words.message;
  it('name the form and the route', () => {
    expect(subjectFor('enquiry', { moving_from: 'Pune', moving_to: 'Goa', services: '2BHK Shifting' })).toBe('Enquiry: Pune to Goa, 2BHK');
    expect(subjectFor('enquiry', {})).toBe('Enquiry');
    expect(subjectFor('contact', { 'Full Name': ' Asha Rao ' })).toBe('Website message from Asha Rao');
  });
  it('the relay’s subject, the owner’s, says in English which language a message came in', () => {
    expect(subjectFor('enquiry', { moving_from: 'पुणे', moving_to: 'गोवा' }, 'Marathi')).toBe('Enquiry (Marathi): पुणे to गोवा');
    expect(subjectFor('contact', {}, 'Hindi')).toBe('Website message (Hindi)');
  });
  it('on an English page, what the visitor sends is headed by the relay’s subject, so the owner’s mail reads the same', () => {
    const shown = { services: '2BHK Shifting' };
    for (const values of <Values[]>[
      {},
      { moving_from: 'Pune' },
      { moving_to: 'Goa' },
      { moving_from: 'Pune', moving_to: 'Goa', services: '2BHK Shifting' },
    ])
      expect(greetingFor('enquiry', values, english, shown)).toBe(subjectFor('enquiry', values));
    expect(greetingFor('contact', { 'Full Name': 'Asha' }, english)).toBe(subjectFor('contact', { 'Full Name': 'Asha' }));
  });
  it('what a visitor sends from a Hindi or Marathi page is in that language, naming it as it names itself', async () => {
    const hindi = formWords(await textFor('hi'), 'hi').message;
    const marathi = formWords(await textFor('mr'), 'mr').message;
    expect(messageText('contact', { 'Full Name': 'आशा' }, { 'Full Name': 'पूरा नाम' }, hindi)).toBe(
      'वेबसाइट से संदेश (हिंदी), आशा की ओर से\nपूरा नाम: आशा',
    );
    const values = { moving_from: 'पुणे', moving_to: 'मुंबई', services: '2BHK Shifting' };
    expect(greetingFor('enquiry', values, marathi, { services: '2BHK शिफ्टिंग' })).toBe('चौकशी (मराठी): पुणे ते मुंबई, 2BHK शिफ्टिंग');
    expect(greetingFor('enquiry', values, hindi, { services: '2BHK शिफ्टिंग' })).toBe('पूछताछ (हिंदी): पुणे से मुंबई, 2BHK शिफ्टिंग');
    expect(greetingFor('enquiry', {}, marathi)).toBe('चौकशी (मराठी)');
  });
  it('print each choice as the visitor read it, in the page’s language, never the prompt of an empty choice', async () => {
    const marathi = formWords(await textFor('mr'), 'mr').message;
    const values = { moving_type: 'Other State', services: '2BHK Shifting', moving_time: '' };
    const shown = { moving_type: 'दुसऱ्या राज्यात', services: '2BHK शिफ्टिंग', moving_time: 'शिफ्टिंगची वेळ निवडा' };
    const labels = { moving_type: 'शिफ्टिंगचा प्रकार', services: 'आवश्यक सेवा' };
    expect(messageText('enquiry', values, labels, marathi, shown)).toBe(
      'चौकशी (मराठी): 2BHK शिफ्टिंग\nशिफ्टिंगचा प्रकार: दुसऱ्या राज्यात\nआवश्यक सेवा: 2BHK शिफ्टिंग',
    );
    expect(greetingFor('enquiry', { services: '' }, marathi, { services: 'सेवा निवडा' })).toBe('चौकशी (मराठी)');
  });
  it("carry every typed field under its label, and none of the relay's own", () => {
    const text = messageText(
      'contact',
      { 'Full Name': 'Asha', Message: 'Hello', _honey: 'bot', Email: ' ' },
      { 'Full Name': 'Full name', Message: 'Message' },
      english,
    );
    expect(text).toBe('Website message from Asha\nFull name: Asha\nMessage: Hello');
  });
});

describe('guards', () => {
  it('stop a second submission within a minute', () => {
    expect(sentRecently(null, 0)).toBe(false);
    expect(sentRecently(1000, 1000 + RESEND_GUARD_MS - 1)).toBe(true);
    expect(sentRecently(1000, 1000 + RESEND_GUARD_MS)).toBe(false);
  });
  it('keep the automatic dialog away while a field has focus or a key was pressed in the last 2 s', () => {
    expect(waitBeforeOpening({ now: 5000, lastKeyAt: null, fieldFocused: false })).toBe(0);
    expect(waitBeforeOpening({ now: 5000, lastKeyAt: null, fieldFocused: true })).toBe(FOCUS_RECHECK_MS);
    expect(waitBeforeOpening({ now: 5000, lastKeyAt: 4000, fieldFocused: false })).toBe(TYPING_QUIET_MS - 1000);
    expect(waitBeforeOpening({ now: 5000, lastKeyAt: 5000 - TYPING_QUIET_MS, fieldFocused: false })).toBe(0);
  });
});
