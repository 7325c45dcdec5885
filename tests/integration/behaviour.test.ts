import { describe, expect, it } from 'vitest';
import { textFor } from '~/content-readers/interfaceText';
import { TYPEWRITER } from '../spec/constants';
import { nextIndex, prevIndex, wrapIndex } from '~/lib/cycle';
import { alreadySeen, markSeen, remainingDelay } from '~/inline/enquiryMoment';
import { motionAllowed, readPaused } from '~/lib/motion';
import { initialBars, nextBars } from '~/inline/scrollBars';
import { initialTypewriter, step, typedLetters, typewriterText, type TypedPhrase, type TypewriterState } from '~/lib/typewriter';
import { TRANSLATED_LOCALES } from '~/i18n/locales';
import { countVisit, nextVisitorCount, VISITOR_COUNT_KEY } from '~/inline/visitorCounter';
import { VISITOR_COUNT_SEED } from '../spec/constants';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}
const t = await textFor('en');
/** The hero's phrases as the English page gives them to the typewriter: split into letters when it is built. */
const TYPEWRITER_PHRASES = [t('home.hero.phrases.first'), t('home.hero.phrases.second'), t('home.hero.phrases.third')].map((phrase) =>
  typedLetters(phrase),
);

const blocked = (): Storage => {
  throw new DOMException('blocked', 'SecurityError');
};

describe('wrap-around', () => {
  it('goes past the last to the first and before the first to the last', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 28)).toBe(27);
    expect(nextIndex(0, 28)).toBe(1);
    expect(wrapIndex(7, 6)).toBe(1);
  });
});

describe('typewriter', () => {
  /** Runs the machine and records the text after each step together with the time it appears. */
  function run(from: TypewriterState, steps: number) {
    let state = from;
    let time = 0;
    const frames: [number, string][] = [];
    for (let i = 0; i < steps; i++) {
      const { next, delay } = step(state, TYPEWRITER_PHRASES, TYPEWRITER);
      time += delay;
      state = next;
      frames.push([time, typewriterText(state, TYPEWRITER_PHRASES)]);
    }
    return { frames, state };
  }

  it('starts on the whole first phrase, pauses 1500 ms, then deletes at 50 ms a character', () => {
    expect(typewriterText(initialTypewriter, TYPEWRITER_PHRASES)).toBe('Trusted Packers & Movers');
    const { frames } = run(initialTypewriter, 3);
    expect(frames).toEqual([
      [1500, 'Trusted Packers & Movers'],
      [1550, 'Trusted Packers & Mover'],
      [1600, 'Trusted Packers & Move'],
    ]);
  });

  it('types the next phrase at 70 ms a character and loops back to the first', () => {
    const first = TYPEWRITER_PHRASES[0].length;
    const { frames } = run(initialTypewriter, 1 + first + 1 + 2);
    const deletedAt = 1500 + first * 50;
    expect(frames.at(-3)).toEqual([deletedAt, '']);
    expect(frames.at(-2)).toEqual([deletedAt + 70, 'N']);
    expect(frames.at(-1)).toEqual([deletedAt + 140, 'Na']);

    let state = initialTypewriter;
    const seen: string[] = [];
    for (let i = 0; i < 400; i++) {
      state = step(state, TYPEWRITER_PHRASES, TYPEWRITER).next;
      if (state.mode === 'pausing') seen.push(typewriterText(state, TYPEWRITER_PHRASES));
    }
    expect(seen.slice(0, 4)).toEqual(['Nationwide Relocations', 'Affordable & Safe', 'Trusted Packers & Movers', 'Nationwide Relocations']);
  });
  /** Every text the headline shows, three times round the phrases. */
  const everyText = (phrases: readonly TypedPhrase[]) => {
    let state = initialTypewriter;
    const texts = new Set<string>();
    // A phrase takes a step per letter typed and per letter deleted, then three more (pause, delete, next).
    const round = phrases.reduce((steps, letters) => steps + 2 * letters.length + 3, 0);
    for (let i = 0; i < 3 * round; i++) {
      state = step(state, phrases, TYPEWRITER).next;
      texts.add(`${state.phrase}:${typewriterText(state, phrases)}`);
    }
    return [...texts].map((entry) => ({
      phrase: phrases[Number(entry.split(':')[0])].join(''),
      text: entry.slice(entry.indexOf(':') + 1),
    }));
  };

  it.each(TRANSLATED_LOCALES)('never shows a broken letter in the %s headline, and types every phrase whole', async (locale) => {
    const tr = await textFor(locale);
    const phrases = [tr('home.hero.phrases.first'), tr('home.hero.phrases.second'), tr('home.hero.phrases.third')];
    const shown = everyText(phrases.map((phrase) => typedLetters(phrase)));
    for (const phrase of phrases) expect(shown.map(({ text }) => text)).toContain(phrase);
    // A letter is broken when the text ends in a halant ("पैकर्" for पैकर्स, "सुरक्" for सुरक्षित), or stops where
    // the phrase goes on with a sign that belongs to the letter before it (a vowel sign, a halant, a nukta).
    const broken = shown.filter(({ phrase, text }) => /\u094D[\u200C\u200D]?$/.test(text) || /^\p{M}/u.test(phrase.slice(text.length)));
    expect(broken).toEqual([]);
  });

  it('keeps a conjunct whole where the Unicode data splits it at the halant', () => {
    const { Segmenter } = Intl;
    const segmenter = (value: unknown) => Object.defineProperty(Intl, 'Segmenter', { value, writable: true, configurable: true });
    try {
      // Unicode data before 15.1 ends a cluster after a halant: a segmenter that splits at every code point does too.
      segmenter(
        class {
          segment = (text: string) => Array.from(text, (segment) => ({ segment }));
        },
      );
      expect(typedLetters('सुरक्षित पैकर्स')).toEqual(['सु', 'र', 'क्षि', 'त', ' ', 'पै', 'क', 'र्स']);
    } finally {
      segmenter(Segmenter);
    }
    expect(typedLetters('सुरक्षित पैकर्स')).toEqual(['सु', 'र', 'क्षि', 'त', ' ', 'पै', 'क', 'र्स']);
    expect(typedLetters('Packers')).toHaveLength(7);
  });
});

describe('scroll bars', () => {
  it('the top bar hides only after scrolling down past 50 px, and returns on scroll up', () => {
    let s = nextBars(initialBars, 0, 40, 50);
    expect(s).toEqual({ topBarHidden: false, branchesShown: true });
    s = nextBars(s, 40, 51, 50);
    expect(s.topBarHidden).toBe(true);
    s = nextBars(s, 51, 30, 50);
    expect(s).toEqual({ topBarHidden: false, branchesShown: false });
  });
  it('the branch bar follows the direction of the last scroll', () => {
    let s = nextBars(initialBars, 0, 500, 50);
    expect(s.branchesShown).toBe(true);
    s = nextBars(s, 500, 499, 50);
    expect(s.branchesShown).toBe(false);
    expect(nextBars(s, 499, 499, 50)).toBe(s);
  });
});

describe('visitor counter', () => {
  it('starts at the seed and adds one per load', () => {
    const store = new MemoryStorage();
    expect(countVisit(() => store, VISITOR_COUNT_KEY, VISITOR_COUNT_SEED)).toBe(VISITOR_COUNT_SEED);
    expect(countVisit(() => store, VISITOR_COUNT_KEY, VISITOR_COUNT_SEED)).toBe(VISITOR_COUNT_SEED + 1);
    expect(store.getItem('visitorCount')).toBe('8799');
  });
  it('shows the seed when storage is blocked or holds junk', () => {
    expect(countVisit(blocked, 'visitorCount', 8798)).toBe(8798);
    expect(nextVisitorCount('banana', 8798)).toBe(8798);
    expect(nextVisitorCount('12', 8798)).toBe(8798);
  });
});

describe('enquiry dialog', () => {
  it('waits out what is left of the delay since the page started loading', () => {
    expect(remainingDelay(4000, 0)).toBe(4000);
    expect(remainingDelay(4000, 1200)).toBe(2800);
    expect(remainingDelay(4000, 9000)).toBe(0);
  });
  it('is remembered as seen for the session, and blocked storage is not an error', () => {
    const store = new MemoryStorage();
    expect(alreadySeen(() => store)).toBe(false);
    markSeen(() => store);
    expect(alreadySeen(() => store)).toBe(true);
    expect(alreadySeen(blocked)).toBe(false);
    expect(() => markSeen(blocked)).not.toThrow();
  });
});

describe('motion', () => {
  it('is allowed unless paused or reduced', () => {
    expect(motionAllowed({ paused: false, reduced: false })).toBe(true);
    expect(motionAllowed({ paused: true, reduced: false })).toBe(false);
    expect(motionAllowed({ paused: false, reduced: true })).toBe(false);
    expect(readPaused(blocked)).toBe(false);
  });
});
