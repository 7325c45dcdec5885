/**
 * Sentences the company can stand behind only in some states of its data: one that needs a registration held
 * ("a GST invoice for the move" needs the GSTIN), or a promise the owner has switched on in Company › Promises
 * ("we will call you back"). One mechanism for both, in two forms:
 *
 * - interface text may give a sentence a sibling key `<key>When<Condition>` (`sections.trust.getReceiptsWhenGstin`),
 *   which every `t('<key>')` says in its place once the condition holds (src/content-readers/interfaceText.ts); `<key>` itself says
 *   only what is true without it, as advice to the customer. Components need not know: the words decide;
 * - a list entry (a FAQ answer) carries `onlyWhen: <condition>` and is left out until the condition holds.
 *
 * tests/built/said-when.test.ts reads both forms to check every built page in every language.
 */
import { CONDITIONS, PROMISE_KEYS, type Company } from '../schemas/company';
import { site } from '../site.config';

export type Condition = (typeof CONDITIONS)[number];

const isPromise = (condition: Condition): condition is (typeof PROMISE_KEYS)[number] =>
  (PROMISE_KEYS as readonly string[]).includes(condition);

/** Whether the data holds the condition: the registration marked held (with its number), or the promise ticked. */
export const holdsIn = (company: Pick<Company, 'registrations' | 'promises'>, condition: Condition): boolean =>
  isPromise(condition) ? company.promises[condition] : company.registrations[condition].status === 'held';

/** Whether this build's data holds the condition. */
export const holds = (condition: Condition): boolean =>
  isPromise(condition) ? site.promises[condition] : typeof site.registrations[condition] === 'string';

const suffix = (condition: Condition) => `When${condition[0].toUpperCase()}${condition.slice(1)}`;

/** The interface text key of a sentence's form for when the condition holds: `intro` → `introWhenCallBack`. */
export const whenKey = (key: string, condition: Condition): string => `${key}${suffix(condition)}`;

/** The condition a `<key>When<Condition>` key is said under, and its `<key>`; undefined for any other key. */
export function conditionOf(key: string): { base: string; condition: Condition } | undefined {
  const condition = CONDITIONS.find((c) => key.endsWith(suffix(c)));
  return condition && { base: key.slice(0, -suffix(condition).length), condition };
}

/** The key `t(key)` says: the first `<key>When<Condition>` the words have whose condition this build holds, else `key`. */
export const keySaid = (key: string, has: (key: string) => boolean): string =>
  CONDITIONS.filter(holds)
    .map((condition) => whenKey(key, condition))
    .find(has) ?? key;
