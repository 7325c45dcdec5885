/** The enquiry form's choices, exactly as SPEC.md section 3 lists them. */
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

export const MOVING_TIMES = ['Urgently', 'Within a week', 'Within 15 days', 'Within a month', 'Not Fixed'] as const;
