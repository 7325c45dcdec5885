/**
 * The hero headline's typewriter as a pure state machine: type a phrase, pause, delete it, move to the
 * next phrase, forever. `step` returns the next state and how long to wait before taking it.
 *
 * It types letters as a reader sees them, not code points: a Devanagari letter is often several (क + ् + ष is one
 * क्ष), and a state that ends after a halant or before its vowel sign shows a broken word ("पैकर्", "सुरक्").
 * The build splits each phrase into those letters (typedLetters) and the island gets them split: finding them takes
 * an Intl.Segmenter, and the first Intl object a page makes took Chromium 27 ms of its main thread here (no throttling).
 */
import { nextIndex } from './cycle';

export interface TypewriterState {
  phrase: number;
  /** How many letters (grapheme clusters, conjuncts whole) of the phrase are shown. */
  shown: number;
  mode: 'typing' | 'pausing' | 'deleting';
}

export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

/** The headline starts as the full first phrase (it is in the HTML), about to pause. */
export const initialTypewriter: TypewriterState = { phrase: 0, shown: Infinity, mode: 'pausing' };

/** A phrase as the letters it is typed in (typedLetters). */
export type TypedPhrase = readonly string[];

/**
 * The viramas (halants) of the Indic scripts, Devanagari to Malayalam. Unicode data that predates conjunct clusters
 * (Unicode 15.1) ends a cluster after one, so such a cluster is joined to the letter it binds.
 */
const ENDS_IN_VIRAMA = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D][\u200C\u200D]?$/;

/** The phrase as the letters it is typed in: grapheme clusters, a conjunct never split at its halant. */
export function typedLetters(phrase: string): TypedPhrase {
  const letters: string[] = [];
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(phrase)) {
    const last = letters.at(-1);
    if (last !== undefined && (ENDS_IN_VIRAMA.test(last) || /^\p{M}/u.test(segment))) letters[letters.length - 1] = last + segment;
    else letters.push(segment);
  }
  return letters;
}

export function typewriterText(state: TypewriterState, phrases: readonly TypedPhrase[]): string {
  return phrases[state.phrase].slice(0, state.shown).join('');
}

/** Delay before `state` moves on, and the state it moves to. */
export function step(
  state: TypewriterState,
  phrases: readonly TypedPhrase[],
  t: TypewriterTiming,
): { next: TypewriterState; delay: number } {
  const length = phrases[state.phrase].length;
  const shown = Math.min(state.shown, length);
  switch (state.mode) {
    case 'typing':
      return shown < length
        ? { next: { ...state, shown: shown + 1 }, delay: t.typeMs }
        : { next: { ...state, shown, mode: 'pausing' }, delay: 0 };
    case 'pausing':
      return { next: { ...state, shown, mode: 'deleting' }, delay: t.pauseMs };
    case 'deleting':
      return shown > 0
        ? { next: { ...state, shown: shown - 1 }, delay: t.deleteMs }
        : { next: { phrase: nextIndex(state.phrase, phrases.length), shown: 0, mode: 'typing' }, delay: 0 };
  }
}
