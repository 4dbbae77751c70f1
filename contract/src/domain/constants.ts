// Constants from section 9 of each spec part. Spellings are the spec's (they are shown to users
// and sent to the legacy service as they are).

export const PROVINCES = [
  'eastern cape',
  'free state',
  'gauteng',
  'kwaZulu-natal',
  'limpopo',
  'mpumalanga',
  'northern cape',
  'north west',
  'western cape',
] as const;
export type ProvinceName = (typeof PROVINCES)[number];

export const EVENT_TYPES = [
  'beauty pageant',
  'Fashion Show',
  'product launch',
  'baby shower',
  'bachelor party',
  'birth day celebration',
  'music festival',
  'food festival',
  'street party',
  'festival',
  'PS5',
  'religious',
  'music concert',
  'business gathering',
  'networking',
  'movie night',
  'color frenzy',
  'culture and tradition',
  'tea party',
  'team building',
  'woman empowerment',
  'man empowerment',
  'conference',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const ACCOUNT_TYPES = ['customer', 'business', 'partner'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Categories listed on the home page and in sidebars before 'More...'. */
export const CATEGORIES_LISTED = 9;
/** Events with a balance under this and a date later than today are hidden from browse lists. */
export const HIDE_BELOW_BALANCE_RAND = 6;
export const MIN_PASSWORD_LENGTH = 8;
