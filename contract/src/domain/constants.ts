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

/** 'booster': a promoter selling for one organiser (spec part 2); its own login, never the others'. */
export const ACCOUNT_TYPES = ['customer', 'business', 'partner', 'booster'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Categories listed on the home page and in sidebars before 'More...'. */
export const CATEGORIES_LISTED = 9;
/** Events with a balance under this and a date later than today are hidden from browse lists. */
export const HIDE_BELOW_BALANCE_RAND = 6;
export const MIN_PASSWORD_LENGTH = 8;

/** Ticket tiers as the legacy names them (lower case), in the spec's order. */
export const TICKET_TIERS = ['vvip', 'vip', 'general'] as const;
export type TicketTierKey = (typeof TICKET_TIERS)[number];
export const TICKET_TIER_LABELS = { vvip: 'VVIP', vip: 'VIP', general: 'General' } as const satisfies Record<
  TicketTierKey,
  string
>;

/** The buyer's group; the legacy's customer-ticket age_group is 1 for kids, anything else adults. */
export const AGE_GROUPS = ['adults', 'kids'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const KIDS_AGE_GROUP_CODE = 1;

/** Length of the random purchase ticket number (upper-case characters). */
export const PURCHASE_TICKET_NUMBER_LENGTH = 7;
export const PAYMENT_METHODS = ['payfast', 'ozow', 'eft'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const POSTPONE_TYPES = ['postpone', 'cancel'] as const;
export const POSTPONEMENT_REASONS = [
  'Covid-19 restrictions',
  'Venue cancelled',
  'Sponsor pulls out',
  'Unfavorable weather conditions',
  'Missing paperwork',
  'Competing events',
  'Other',
] as const;
export type PostponementReason = (typeof POSTPONEMENT_REASONS)[number];

/** Feedback contexts in the spec's order; the spec writes the first as "the product itself". */
export const FEEDBACK_CONTEXTS = [
  'product',
  'scanner app',
  'event',
  'campaign',
  'ticket',
  'affiliate',
  'other',
] as const;
export type FeedbackContext = (typeof FEEDBACK_CONTEXTS)[number];
export const FEEDBACK_TOPICS = [
  'Broken link',
  'Showing irrelevant results on the search',
  'Website is not user friendly',
] as const;
/** The feedback form's counter reads x/7 (spec part 1, section 5). */
export const FEEDBACK_COUNTER_MAX = 7;

/** Vote packages the organiser configures: amounts in cents (the first is Free) and points. */
export const POINT_PACKAGE_AMOUNTS_CENTS = [0, 2500, 3500, 6000, 10000] as const;
export const POINT_PACKAGE_POINTS = [5, 10, 20, 35] as const;

export const MODEL_PICTURE_FILE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const MODEL_GENDERS = ['female', 'male'] as const;
export const MODEL_MIN_AGE = 18;
/** Organisers must be at least this old; buyers too, or have parental consent. */
export const MIN_ACCOUNT_AGE = 18;

/** The legacy's marketing `alias`: existing, universal (DATABASE) or uploaded audience. */
export const MARKETING_AUDIENCES = ['EXISTINGAUDIENCE', 'DATABASE', 'NEWAUDIENCE'] as const;

export const TRANSACTION_STATUSES = ['pending', 'complete', 'cancelled', 'abandoned'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
