/** Phone numbers as visitors type and paste them: what each becomes, or why it is refused. */
import { describe, expect, it } from 'vitest';
import { textFor } from '~/content-readers/interfaceText';
import { readPhone, type PhoneProblem } from '~/inline/phone';
import { phoneMessage } from '~/inline/relayForm';
import { formWords } from '~/lib/forms';

/** The English words for a refused number (src/content/ui/forms.yaml, `en:`), as RelayForm.astro gives them. */
const english = formWords(await textFor('en')).phone;

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

/** Typed → why it is refused (and, where the length is wrong, how many digits it has). */
const refused: [string, PhoneProblem, number?][] = [
  ['0000000000', 'abroadRepeated'],
  ['9999999999', 'indianNotReal'],
  ['+91 00000 00000', 'indianNotReal'],
  ['--9876--512345--', 'notANumber'],
  ['98220..12345', 'notANumber'],
  ['98220 4321', 'indianLength', 9],
  ['98220 123450', 'indianLength', 11],
  ['98220 1234500', 'indianLength', 12],
  ['+91 98220 4321', 'indianLength', 9],
  ['12345', 'indianLength', 5],
  ['5', 'indianLength', 1],
  ['+44 123', 'abroadLength', 5],
  ['+1 234 567 890 123 456', 'abroadLength', 16],
  ['call me', 'notDigits'],
  ['98220 12345 ext 2', 'notDigits'],
  ['+91 +98220 12345', 'notANumber'],
  ['+11111111111', 'abroadRepeated'],
];

/** Typed → the English message a visitor reads under the field (src/content/ui/forms.yaml, `en:`). */
const messages: [string, string | RegExp][] = [
  ['0000000000', 'Please enter a real phone number: this one is one digit repeated.'],
  ['9999999999', /^Please enter a real phone number, such as \d/],
  ['--9876--512345--', /^Please type the number as digits, such as \d/],
  [
    '98220 4321',
    'This number has 9 digits: an Indian number has 10 (a landline with its STD code). For a number abroad, start with + and the country code.',
  ],
  ['5', /^This number has 1 digit: /],
  ['+44 123', 'A number abroad has 8 to 15 digits after the +, country code first; this one has 5 digits.'],
  ['call me', 'Please use digits only; spaces, dashes and brackets are fine.'],
];

describe('phone numbers', () => {
  it.each(accepted)('%j is sent as %j', (typed, posted) => {
    expect(readPhone(typed)).toEqual({ ok: true, value: posted });
  });
  it.each(refused)('%j is refused: %s', (typed, problem, digits) => {
    expect(readPhone(typed)).toEqual({ ok: false, problem, ...(digits === undefined ? {} : { digits }) });
  });
  it.each(messages)('%j is refused in English saying what to fix', (typed, message) => {
    const reading = readPhone(typed);
    if (reading.ok) throw new Error(`${typed} was accepted`);
    expect(phoneMessage(reading, english)).toMatch(message);
  });
});
