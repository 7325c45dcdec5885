/**
 * The hero headline's typewriter as a pure state machine: type a phrase, pause, delete it, move to the
 * next phrase, forever. `step` returns the next state and how long to wait before taking it.
 */
import { nextIndex } from './cycle';

export interface TypewriterState {
  phrase: number;
  /** How many characters of the phrase are shown. */
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

export function typewriterText(state: TypewriterState, phrases: readonly string[]): string {
  return phrases[state.phrase].slice(0, state.shown);
}

/** Delay before `state` moves on, and the state it moves to. */
export function step(state: TypewriterState, phrases: readonly string[], t: TypewriterTiming): { next: TypewriterState; delay: number } {
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
