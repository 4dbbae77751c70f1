import type { LegacyAssumption } from './assumptions.ts';
import { field, fields } from './assumptions-build.ts';
import { ASSUMED_PAYMENT_AND_REFUSALS } from './assumptions-refusals.ts';

// Fields the product reads that the spec does not list for that answer. Where the product still
// reads an absent value as 0, whenAbsent must say so plainly ("TODAY ... read as 0 ... to fix"):
// a known breach of "unknown is never zero" (the reliance test holds the wording to that).

const EVENT_ROW_FIELDS = [
  'rows[].eventid',
  'rows[].businessid',
  'rows[].event_name',
  'rows[].eventname',
  'rows[].event_day',
  'rows[].eventday',
  'rows[].finish_day',
  'rows[].start_time',
  'rows[].finish_time',
  'rows[].event_location',
  'rows[].event_des',
  'rows[].eventcategory',
  'rows[].province',
  'rows[].balance',
  'rows[].businessname',
  'rows[].organiser',
  'rows[].is_sponsorship',
  'rows[].campaignStatus',
  'rows[].campaignstatus',
  'rows[].poster',
  'rows[].event_theme',
];

const PROFILE_EXTRAS = [
  'dtregistered',
  'updated_at',
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'tiktok',
  'bankname',
  'branchcode',
  'account',
  'accountnumber',
  'accountType',
];

const SALES_FIELDS = [
  'general',
  'vip',
  'vvip',
  'salesg',
  'salesv',
  'salesvv',
  'generalTickets',
  'viptickets',
  'vviptickets',
  'sold',
  'available',
  'todayincome',
  'yesterdayincome',
  'overallincome',
  'todaysales',
  'yesterdaysales',
  'overallsales',
];

const SALES_KEYS = [
  'GETSALESDATAGENERAL',
  'GETSALESDATAVIP',
  'GETSALESDATAVVIP',
  'GETTOTALSALES',
  'GETTOTALSOLD',
  'FINANCIALS',
] as const;

const CAMPAIGN_FIELDS = [
  'campaign_id',
  'campaign_name',
  'keywords',
  'campaign_start_date',
  'duration',
  'currentBudget',
  'currentBalance',
  'estedBudget',
  'creditAmount',
  'is_campaign_exist',
  'campaign_status',
];

const PROVINCE_UNKNOWN =
  'the province stays unknown (not shown); browsing by province asks EVENTS by province instead';

export const ASSUMED_FIELDS: readonly LegacyAssumption[] = [
  // The buyer's side
  field(
    'FETCH-EVENT-DETAILS',
    'balance',
    'the campaign budget left, shown to the organiser and used by the R6 browse rule where it is known',
    "the balance is unknown: sellability comes from campaignStatus and the date (the spec's rule), never from a balance of 0",
  ),
  field(
    'FETCH-EVENT-DETAILS',
    'eventid',
    "the event's id as the legacy spells it",
    'the id the event was asked for is used',
  ),
  ...(['EVENTS', 'SEARCHEVENTS', 'LIKES:GETLIKES'] as const).flatMap((key) =>
    fields(key, ['rows[].province'], "the event's province, kept with the event", PROVINCE_UNKNOWN),
  ),
  ...fields(
    'GETEVENTSTOSELL',
    EVENT_ROW_FIELDS,
    "the promoter's event list, read as the spec's event rows (part 2 names the call, not its answer)",
    'each field as for the event lists: no id or date makes the row unusable, a missing balance is unknown (the event stays listed, its state from the campaign status and date)',
  ),
  ...fields(
    'CHECKAVAILABLETICKETS',
    ['avail_tickets', 'kids_tickets'],
    'the stock left of the chosen ticket type (top level, inside `category`, or a one-row list): the spec names only "category"',
    'the count is unknown (null), never sold out: counts come from TICKETS and the fallback is logged',
  ),
  field(
    'CHECKAVAILABLETICKETS',
    'ticket_cat',
    'the tier the stock belongs to, for the "N {category} ticket(s) left" message',
    'the tier the buyer chose is named',
  ),
  ...(
    ['api/select/ranking/national', 'api/select/ranking/provincial', 'api/select/ranking/regional'] as const
  ).flatMap((key) =>
    fields(
      key,
      ['rows[].businessid', 'rows[].eventid'],
      "the poster's address is built from the organiser's and the event's ids",
      'no poster: the placeholder image is shown',
    ),
  ),
  // The customer's tickets, transactions and profile
  ...(['CUSTOMERTICKETS:GETTICKETS', 'CUSTOMERTICKETS:SEARCHTICKETS', 'PREVIEWTICKETS'] as const).flatMap(
    (key) =>
      fields(
        key,
        ['rows[].decline_reason'],
        'why an organiser declined the refund, shown on the refund page',
        'the generic "declined" notice, without a reason',
      ),
  ),
  // Both fields are the spec's; what is assumed is which of them tells a customer's tickets apart.
  ...(['CUSTOMERTICKETS:GETTICKETS', 'CUSTOMERTICKETS:SEARCHTICKETS', 'PREVIEWTICKETS'] as const).map(
    (key): LegacyAssumption => ({
      key,
      field: 'rows[].ticketnumber (unique per purchase)',
      relies:
        "a customer's ticket is named by its ticketnumber, which the spec gives every purchase, with its ticket_id to tell apart the rows of one purchase where a legacy lists one row per admission: ticket_id alone may be the ticket type's (the spec's `ticketid` is the type when a payment starts), which two purchases of one tier share",
      whenAbsent:
        "a row without a ticketnumber is named by its ticket_id alone: where that is the type's, two purchases of one tier open the first one's page",
      check: 'PREVIEWTICKETS: "N tickets without a ticketnumber: named by ticket_id alone"',
    }),
  ),
  ...fields(
    'TRANSACTIONS:GETTRANSACTIONS',
    ['rows[].event_id', 'rows[].eventid'],
    'the event of a purchase: links to its transactions view and its facts',
    'no link to the event: the purchase is shown on its own',
  ),
  ...fields(
    'CUSTOMERDETAILS',
    PROFILE_EXTRAS,
    "the customer's /profile reads the account profile (part 1 §3) from CUSTOMERDETAILS, whose answer §7 lists as email, phone, customername, customer_id",
    'shown as not given',
  ),
  field(
    'getUserEmail',
    'rows[].phone',
    "the buyer's details looked up on the bank-transfer form, read alike from both lookups",
    'the phone stays as the buyer typed it',
  ),
  field(
    'getUserPhone',
    'rows[].email',
    "the buyer's details looked up on the bank-transfer form, read alike from both lookups",
    'the email stays as the buyer typed it',
  ),
  ...fields(
    'TRANSACTIONS-LIST',
    ['transactions[].event_id', 'transactions[].eventid'],
    "the event of a transaction, read as for the customer's transactions",
    'no link to the event: the transaction is shown on its own',
  ),
  // The organiser's events and campaigns
  ...fields('MYEVENTS', ['rows[].province'], "the event's province, kept with the event", PROVINCE_UNKNOWN),
  ...fields(
    'MYEVENTS',
    ['rows[].event_theme'],
    "the event's theme under part 1's spelling",
    "the theme from `theme` (part 2's spelling)",
  ),
  ...fields(
    'EVENT-LIST',
    ['events[].province'],
    "the event's province, kept with the event",
    PROVINCE_UNKNOWN,
  ),
  ...fields(
    'EVENT-LIST',
    ['events[].event_theme'],
    "the event's theme under part 1's spelling",
    'the theme from `theme`',
  ),
  field(
    'RETRIEVEBANKDETAILS',
    'status',
    'status "failed" with a message says there are no details (the spec gives it as the refusal beside the fields)',
    'the bank fields decide: details are shown when a bank and an account number are present',
  ),
  field(
    'GET-CAMPAIGN-STATUS',
    'status',
    "a fourth spelling of the campaign's state, read after campaign_status, campaignstatus and campaignStatus",
    'campaign_status (part 2 §3) decides',
  ),
  ...fields(
    'CAMPAIGNESTIMATE',
    CAMPAIGN_FIELDS,
    'the saved campaign read back (the spec shows no answer: our reading of part 2 §3 Campaign, recorded as a choice)',
    'no campaign_id and no is_campaign_exist: no saved campaign, the form opens empty; a missing budget or balance is unknown, not 0',
  ),
  ...fields(
    'PROMOTERS:GETPROMOTERS',
    ['rows[].balance'],
    "the promoter's credit left, beside the credit given (amount)",
    'the balance is shown as unknown',
  ),
  ...fields(
    'PROMOTERS:SEARCHPROMOTERS',
    ['rows[].balance'],
    "the promoter's credit left, beside the credit given (amount)",
    'the balance is shown as unknown',
  ),
  ...fields(
    'ADDPROMOTER',
    ['error', 'message'],
    "the legacy's words with a val code",
    "the product's own words for the val code",
  ),
  ...fields(
    'UPDATEPROMOTERDETAILS',
    ['error', 'message'],
    'the legacy\'s words with a val code (val 3: "error message")',
    "the product's own words for the val code",
  ),
  field(
    'PROMOTERACTIVATION',
    'val',
    'val 1 means the activation changed (the spec shows no call: our design, recorded in docs/decisions/0004-operations-the-spec-does-not-show.md)',
    'the change counts as refused: the organiser is told it did not change',
  ),
  field(
    'DELETEPROMOTER',
    'val',
    'val 1 means the promoter was deleted (the spec shows no call: our design)',
    'the deletion counts as refused: the organiser is told it did not change',
  ),
  // Marketing, printing, models, analytics
  ...fields(
    'GET-TEXT-MESSAGES',
    ['subject', 'marketing_type', 'alias', 'delivery'],
    "the saved message's details beside its text (the spec lists only `text`)",
    'what the BFF sent when the organiser saved the message (remembered by account for 30 days, in any login and on any instance: bff/src/http/remembered.ts rememberMessage), else no subject, SMS, audience unknown; delivery: an email counts as sent, an SMS as awaiting payment; where the organiser started a card payment for it, /smscampaign says so and the BFF starts another only when the organiser chooses to pay again (nothing the spec shows says it was paid)',
  ),
  field(
    'GET-TEXT-MESSAGES',
    'businessid',
    "the message's organiser: a message is shown and paid for only by the organiser who saved it (bff/src/http/ownership.ts 'marketing-message')",
    "the message is the organiser's own only if the BFF remembers this organiser saving it (by account: the newest 100 for 30 days, in any login and on any instance sharing Redis): /smscampaign shows and pays it then; for another organiser, or once forgotten, it reads as not found",
  ),
  ...fields(
    'GET-TEXT-MESSAGES',
    ['recipients_count', 'cost'],
    "the message's audience size and cost, shown before payment",
    'what the BFF sent when the organiser saved the message, else unknown (null), shown "Not available"; the card payment charges R0.90 a recipient when only the cost is missing, and with neither is refused (both logged)',
  ),
  ...fields(
    'PREPAREDOWNLOADS',
    ['kids_ticket_print', 'kids_estimated_revenue', 'ticketCount'],
    'the print summary, read alike from the three printing answers (part 2 §3 Prepare summary)',
    'that figure is unknown (null), not 0',
  ),
  ...fields(
    'PREPARETICKETSDOWNLOAD',
    ['estimatedRevenue', 'ticketCount'],
    'the print summary, read alike from the three printing answers (part 2 §3 Prepare summary)',
    'that figure is unknown (null), not 0; the revenue from total_revenue',
  ),
  ...fields(
    'MARKTICKETCATEGORY',
    ['estimatedRevenue', 'total_revenue', 'kids_ticket_print', 'kids_estimated_revenue'],
    'the print summary, read alike from the three printing answers (part 2 §3 Prepare summary)',
    'that figure is unknown (null), not 0',
  ),
  field(
    'PREPARETICKETS',
    'rows[].kids_ticket_price',
    'the kids price of a category: the spec\'s "kids_ equivalents of price" as the stand-in spells it (kids_ticket_price)',
    'the spec\'s literal kids_price is read first; with neither spelling the kids price is unknown (null), shown "Not available", and sent to PREPARETICKETSDOWNLOAD as empty',
  ),
  ...fields(
    'MODELDETAILS',
    ['id', 'model_name'],
    "the model's id and name spelling, beside the fields part 2 §7 lists",
    'the asked model id; the name from `model`',
  ),
  ...fields(
    'MODELDETAILS',
    ['businessid', 'eventid'],
    "the model's organiser and event: a picture's address, and the check that a model is the logged-in organiser's own (bff/src/http/ownership.ts 'organiser-model')",
    "pictures use the organiser and event of the page; the organiser's own model is found among the models (MODELS, which names both) of the organiser's own events (bff/src/domain/models.ts ownModelDetails), so /addmodels edit and /modelprofile Edit still open",
  ),
  field(
    'MODELDETAILS',
    'votes',
    "the model's vote count",
    'the count is unknown (null), shown "Not available" (never 0 votes)',
  ),
  field(
    'MODELS',
    'rows[].votes',
    "each model's vote count",
    'the count is unknown (null), shown "Not available" (never 0 votes)',
  ),
  ...SALES_KEYS.flatMap((key) =>
    fields(
      key,
      SALES_FIELDS,
      'the analytics figures of part 2 §3 (the spec names the calls, not which answers which)',
      'the same figure from another of the six answers; carried by none, it is unknown (null) and shown "Not available", as is what is worked out from it (a sum, percentage, label, the trend)',
    ),
  ),
  ...ASSUMED_PAYMENT_AND_REFUSALS,
];
