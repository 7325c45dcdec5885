/**
 * Phone numbers as people type and paste them: with spaces, dashes, dots and brackets, invisible marks copied
 * from a contacts app, Devanagari or full-width digits, and +91, 91, 0091 or 0 in front. Each is read into one
 * clean form ("+91 98765 43210"; "+447911123456" for a number abroad, in E.164), or refused naming what to fix
 * (the message a visitor reads is in the page's language: relayForm.ts words it from the markup). Used by
 * <site-relay-form> (RelayFormElement.astro) before a form is sent.
 */

/**
 * Why a number is refused: other characters than digits and separators; separators out of place; a number
 * abroad of the wrong length, or one digit repeated; an Indian number of the wrong length, or not a real one.
 */
export type PhoneProblem = 'notDigits' | 'notANumber' | 'abroadLength' | 'abroadRepeated' | 'indianLength' | 'indianNotReal';
/** A refused number names its problem and, where its length is the problem, how many digits it has. */
export type PhoneReading = { ok: true; value: string } | { ok: false; problem: PhoneProblem; digits?: number };

const INDIA = '91';
/** An Indian number without its prefix: STD code and subscriber number, or a mobile number. */
export const NATIONAL_DIGITS = 10;
/** E.164: at most 15 digits with the country code; the shortest real numbers abroad have 8. */
export const E164_MIN = 8;
export const E164_MAX = 15;

/** The zero of each digit set a visitor in India may type in (ASCII and full-width are made ASCII by NFKC). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

/**
 * Latin digits for every digit set above; invisible format characters (direction marks, zero-width spaces)
 * dropped; every kind of dash a plain one.
 */
export function plainDigits(value: string): string {
  return [...value.normalize('NFKC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
      return zero === undefined ? char : String(code - zero);
    })
    .join('')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

const oneDigitThroughout = (digits: string) => /^(\d)\1*$/.test(digits);

function abroad(digits: string): PhoneReading {
  if (digits.length < E164_MIN || digits.length > E164_MAX) return { ok: false, problem: 'abroadLength', digits: digits.length };
  if (oneDigitThroughout(digits)) return { ok: false, problem: 'abroadRepeated' };
  return { ok: true, value: `+${digits}` };
}

function indian(national: string): PhoneReading {
  if (national.length !== NATIONAL_DIGITS) return { ok: false, problem: 'indianLength', digits: national.length };
  if (national.startsWith('0') || oneDigitThroughout(national)) return { ok: false, problem: 'indianNotReal' };
  return { ok: true, value: `+${INDIA} ${national.slice(0, 5)} ${national.slice(5)}` };
}

/** Reads a typed phone number; spaces only or nothing is the caller's "empty" case. */
export function readPhone(typed: string): PhoneReading {
  const text = plainDigits(typed).trim();
  if (!/^[+\d\s().-]*$/.test(text)) return { ok: false, problem: 'notDigits' };
  // Separators go between digits: a number starts with +, ( or a digit and ends with a digit.
  if (!/^[+(\d]/.test(text) || !/\d$/.test(text) || /[-.]{2}|\+.*\+/.test(text)) return { ok: false, problem: 'notANumber' };
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : undefined;
  if (international !== undefined)
    return international.startsWith(INDIA) ? indian(international.slice(INDIA.length)) : abroad(international);
  if (digits.length === NATIONAL_DIGITS + INDIA.length && digits.startsWith(INDIA)) return indian(digits.slice(INDIA.length));
  if (digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('0')) return indian(digits.slice(1));
  return indian(digits);
}
