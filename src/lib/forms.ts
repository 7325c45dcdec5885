/**
 * The enquiry form's choices, exactly as the original specification lists them (docs/behaviour.md, "The enquiry form's choices"). Each value is what the form posts, in
 * English in every language (the owner's mail reads the same); a visitor reads its label from the dictionary
 * (src/content/ui/forms.yaml, `choices`).
 */
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '../i18n/locales';
import type { Text } from '~/i18n/text';
import type { FormWords } from '~/inline/relayForm';
import { placeholders } from './words';

export const MOVING_TYPES = ['Within City', 'Within State', 'Other State', 'International'] as const;
export type MovingType = (typeof MOVING_TYPES)[number];

export const SHIFTING_SERVICES = [
  'Household Shifting',
  'Few Items Shifting',
  '1BHK Shifting',
  '2BHK Shifting',
  '3BHK Shifting',
  '4BHK Shifting',
  'Bungalow Shifting',
  'Two Wheeler Shifting',
  'Four Wheeler Shifting',
  'Office / Commercial Shifting',
  'Other Shifting',
  'Bill For Claim',
] as const;
export type ShiftingService = (typeof SHIFTING_SERVICES)[number];

/**
 * The enquiry form's choice that names the same thing as a service page (by its slug), so the dialog on that
 * page starts with it. Only exact matches: a "Transport Service" or "Pet Transport" visitor picks their own.
 */
export const SERVICE_CHOICE: Partial<Record<string, ShiftingService>> = {
  'household-shifting': 'Household Shifting',
  'car-transport': 'Four Wheeler Shifting',
  'bike-transport': 'Two Wheeler Shifting',
};

export const MOVING_TIMES = ['Urgently', 'Within a week', 'Within 15 days', 'Within a month', 'Not Fixed'] as const;
export type MovingTime = (typeof MOVING_TIMES)[number];

/** Each choice's label in the dictionary. */
const LABELS: { movingType: Record<MovingType, string>; service: Record<ShiftingService, string>; movingTime: Record<MovingTime, string> } =
  {
    movingType: {
      'Within City': 'withinCity',
      'Within State': 'withinState',
      'Other State': 'otherState',
      International: 'international',
    },
    service: {
      'Household Shifting': 'household',
      'Few Items Shifting': 'fewItems',
      '1BHK Shifting': 'oneBhk',
      '2BHK Shifting': 'twoBhk',
      '3BHK Shifting': 'threeBhk',
      '4BHK Shifting': 'fourBhk',
      'Bungalow Shifting': 'bungalow',
      'Two Wheeler Shifting': 'twoWheeler',
      'Four Wheeler Shifting': 'fourWheeler',
      'Office / Commercial Shifting': 'office',
      'Other Shifting': 'other',
      'Bill For Claim': 'billForClaim',
    },
    movingTime: {
      Urgently: 'urgently',
      'Within a week': 'withinAWeek',
      'Within 15 days': 'within15Days',
      'Within a month': 'withinAMonth',
      'Not Fixed': 'notFixed',
    },
  };

/** An option of a select: the value it posts and the label a visitor reads. */
export interface Choice {
  value: string;
  label: string;
}

const LISTS: Record<keyof typeof LABELS, readonly string[]> = {
  movingType: MOVING_TYPES,
  service: SHIFTING_SERVICES,
  movingTime: MOVING_TIMES,
};

/** The choices of one of the enquiry form's selects, in the list's order, labelled in the page's language. */
export function choices(list: keyof typeof LABELS, t: Text): Choice[] {
  const labels: Record<string, string> = LABELS[list];
  return LISTS[list].map((value) => ({ value, label: t(`forms.choices.${list}.${labels[value]}`) }));
}

/**
 * The words the relay form's script shows (see FormWords), with their placeholders kept for the script to fill;
 * `locale`, the page's language, is named in the messages a visitor sends from a page not in English.
 */
export function formWords(t: Text, locale: Locale = DEFAULT_LOCALE): FormWords {
  const phone = (key: string) => t(`forms.phone.${key}`, placeholders('digits', 'count', 'min', 'max', 'national'));
  return {
    check: {
      enter: t('forms.check.enter', placeholders('field')),
      choose: t('forms.check.choose', placeholders('field')),
      email: t('forms.check.email'),
    },
    phone: {
      notDigits: phone('notDigits'),
      notANumber: phone('notANumber'),
      abroadLength: phone('abroadLength'),
      abroadRepeated: phone('abroadRepeated'),
      indianLength: phone('indianLength'),
      indianNotReal: phone('indianNotReal'),
      digitsOne: phone('digitsOne'),
      digitsOther: phone('digitsOther'),
    },
    status: {
      notConfirmed: t('forms.status.notConfirmed'),
      stillWaiting: t('forms.status.stillWaiting'),
      sentRecently: t('forms.status.sentRecently'),
    },
    offer: { text: t('forms.offer.text', placeholders('source', 'values')), fromLink: t('forms.offer.fromLink') },
    message: {
      contact: t('forms.message.contact'),
      enquiry: t('forms.message.enquiry'),
      fromName: t('forms.message.fromName', placeholders('title', 'name')),
      route: t('forms.message.route', placeholders('from', 'to')),
      toOnly: t('forms.message.toOnly', placeholders('to')),
      fromOnly: t('forms.message.fromOnly', placeholders('from')),
      language: locale === DEFAULT_LOCALE ? undefined : LANGUAGES[locale].name,
    },
  };
}
