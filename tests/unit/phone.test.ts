/** Phone numbers as visitors type and paste them: what each becomes, or why it is refused. */
import { describe, expect, it } from 'vitest';
import { readPhone } from '~/inline/phone';

const LRM = '\u200e';
const ZWSP = '\u200b';

/** Typed → posted. */
const accepted: [string, string][] = [
  ['9822012345', '+91 98220 12345'],
  ['98220 12345', '+91 98220 12345'],
  ['98220-12345', '+91 98220 12345'],
  ['98220.12345', '+91 98220 12345'],
  ['+91 98220 12345', '+91 98220 12345'],
  ['+919822012345', '+91 98220 12345'],
  ['+91-98220-12345', '+91 98220 12345'],
  ['+91 (98220) 12345', '+91 98220 12345'],
  ['91 98220 12345', '+91 98220 12345'],
  ['0091 98220 12345', '+91 98220 12345'],
  ['09822012345', '+91 98220 12345'],
  ['098220 12345', '+91 98220 12345'],
  [`${LRM}+91 98220 12345${LRM}`, '+91 98220 12345'],
  [`98220${ZWSP}12345`, '+91 98220 12345'],
  ['98220\u00a012345', '+91 98220 12345'],
  ['98220\u201112345', '+91 98220 12345'],
  ['९८२२० १२३४५', '+91 98220 12345'],
  ['+९१ ९८२२० १२३४५', '+91 98220 12345'],
  ['９８２２０１２３４５', '+91 98220 12345'],
  ['020 2712 3456', '+91 20271 23456'],
  ['(020) 2712-3456', '+91 20271 23456'],
  ['+91 20 2712 3456', '+91 20271 23456'],
  ['080 4123 4567', '+91 80412 34567'],
  ['+44 7911 123456', '+447911123456'],
  ['+1 (415) 555-2671', '+14155552671'],
  ['0044 20 7946 0958', '+442079460958'],
  ['+971 50 123 4567', '+971501234567'],
];

/** Typed → what the message says. */
const refused: [string, RegExp][] = [
  ['0000000000', /real phone number/],
  ['9999999999', /real phone number/],
  ['+91 00000 00000', /real phone number/],
  ['--9876--512345--', /as digits/],
  ['98220..12345', /as digits/],
  ['98220 4321', /has 9 digits: an Indian number has 10/],
  ['98220 123450', /has 11 digits/],
  ['98220 1234500', /has 12 digits/],
  ['+91 98220 4321', /has 9 digits/],
  ['12345', /has 5 digits/],
  ['+44 123', /abroad has 8 to 15 digits/],
  ['+1 234 567 890 123 456', /abroad has 8 to 15 digits/],
  ['call me', /digits only/],
  ['98220 12345 ext 2', /digits only/],
  ['+91 +98220 12345', /as digits/],
  ['+11111111111', /real phone number/],
];

describe('phone numbers', () => {
  it.each(accepted)('%j is sent as %j', (typed, posted) => {
    expect(readPhone(typed)).toEqual({ ok: true, value: posted });
  });
  it.each(refused)('%j is refused: %s', (typed, message) => {
    const reading = readPhone(typed);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.problem).toMatch(message);
  });
});
