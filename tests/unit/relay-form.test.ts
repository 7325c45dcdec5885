/** The rules behind the relay forms: drafts, validation, the subject line, the fallback text, the resend guard. */
import { describe, expect, it } from 'vitest';
import { FOCUS_RECHECK_MS, TYPING_QUIET_MS, waitBeforeOpening } from '~/lib/enquiry';
import {
  decodeDraft,
  DRAFT_MAX_AGE_DAYS,
  encodeDraft,
  fieldError,
  isPhoneNumber,
  messageText,
  RESEND_GUARD_MS,
  sentRecently,
  subjectFor,
} from '~/lib/relayForm';

const DAY = 24 * 60 * 60 * 1000;

describe('drafts', () => {
  it('come back as typed for 30 days, and not after', () => {
    const values = { 'Full Name': 'Asha Rao', Message: 'my 2 BHK flat' };
    const saved = encodeDraft(values, 0);
    expect(decodeDraft(saved, DRAFT_MAX_AGE_DAYS * DAY)).toEqual(values);
    expect(decodeDraft(saved, DRAFT_MAX_AGE_DAYS * DAY + 1)).toBeUndefined();
  });
  it('ignore nothing saved, junk, and values that are not text', () => {
    expect(decodeDraft(null, 0)).toBeUndefined();
    expect(decodeDraft('{not json', 0)).toBeUndefined();
    expect(decodeDraft(JSON.stringify({ savedAt: 'yesterday', values: {} }), 0)).toBeUndefined();
    expect(decodeDraft(JSON.stringify({ savedAt: 0, values: { a: 'x', b: 3 } }), 0)).toEqual({ a: 'x' });
  });
});

describe('validation', () => {
  const text = { label: 'Full name', kind: 'text', required: true } as const;
  const phone = { label: 'Phone', kind: 'tel', required: true } as const;
  it('treats a field of only spaces as empty', () => {
    expect(fieldError('   ', text)).toBe('Please enter full name.');
    expect(fieldError(' Asha ', text)).toBeUndefined();
    expect(fieldError('', { label: 'Moving type', kind: 'select', required: true })).toBe('Please choose moving type.');
  });
  it('wants 10 digits for a phone, with +91 or 0 in front allowed, spaces and dashes anywhere', () => {
    for (const ok of ['9822012345', '98220 12345', '+91 98220-12345', '+919822012345', '09822012345', '020 2712 3456'])
      expect(isPhoneNumber(ok), ok).toBe(true);
    for (const bad of ['98220 1234', '98220123456', '91 98220 12345', '+91 98220 1234', 'call me', '+44 20 7946 0958'])
      expect(isPhoneNumber(bad), bad).toBe(false);
    expect(fieldError('98220 123', phone)).toMatch(/10-digit/);
  });
  it('names a malformed e-mail address', () => {
    expect(fieldError('asha@', { label: 'Email', kind: 'email', required: true, malformedEmail: true })).toMatch(/e-mail address/);
  });
});

describe('the relay subject and the fallback text', () => {
  it('name the form and the route', () => {
    expect(subjectFor('enquiry', { moving_from: 'Pune', moving_to: 'Goa', services: '2BHK Shifting' })).toBe('Enquiry: Pune to Goa, 2BHK');
    expect(subjectFor('enquiry', {})).toBe('Enquiry');
    expect(subjectFor('contact', { 'Full Name': ' Asha Rao ' })).toBe('Website message from Asha Rao');
  });
  it("carry every typed field under its label, and none of the relay's own", () => {
    const text = messageText(
      'contact',
      { 'Full Name': 'Asha', Message: 'Hello', _honey: 'bot', Email: ' ' },
      { 'Full Name': 'Full name', Message: 'Message' },
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
