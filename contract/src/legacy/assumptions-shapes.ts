import type { LegacyAssumption } from './assumptions.ts';
import { nothingCheck } from './assumptions-build.ts';
import type { CatalogueKey } from './spec-answers.ts';

// PHP's forms of "nothing" the catalogue's schema of a read still refuses: the product relies on
// the legacy answering that read with an object (or a list) whenever it answers at all. The
// reliance test lists what each schema refuses today; an entry goes when the schema accepts it.

const REFUSES_NOTHING: ReadonlyArray<readonly [CatalogueKey, readonly string[]]> = [
  ['ACCOUNTTYPE', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['ACCOUNT-DETAILS', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['CUSTOMERDETAILS', ['null', '[]', 'false', '""']],
  ['BUSINESSDETAILS', ['null', '[]', 'false', '""']],
  ['PARTNERDETAILS', ['null', '[]', 'false', '""']],
  ['FETCH-EVENT-COUNTS', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['CHECKTICKETS', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['EVENTSALESDATA', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['CAMPAIGNSTATSUSS', ['null', '[]', '{}', 'false', '""']],
  ['CHECKCAMPAIGN', ['null', '[]', 'false', '""']],
  ['ESTIMATED-BUDGET', ['null', '[]', 'false', '""']],
  ['GETSELECTCAMPAIGNS', ['null', '[]', '{}', 'false', '""']],
  ['ALLSELECTCAMPAIGNS', ['null', '[]', '{}', 'false', '""']],
  ['UPDATESELECT', ['null', '[]', 'false', '""']],
  ['{product}DATABASE', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['GET-AUDIENCE-COUNT', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['NUMBEROFCLIENTELE', ['null', '[]', '{}', 'false', '""']],
  ['PROMOTERACTIVATION', ['null', '[]', '{}', 'false', '""']],
  ['DELETEPROMOTER', ['null', '[]', '{}', 'false', '""']],
  ['ADDPROMOTER', ['null', '[]', 'false']],
  ['UPDATEPROMOTERDETAILS', ['null', '[]', 'false']],
  ['BOOSTERLOGIN', ['null', '[]', '{}', 'false', '""']],
  ['REALTIMEBALANCE', ['null', '[]', 'false', '""']],
  ['PROCESSTICKET', ['null', '[]', '{}', 'false']],
  ['GETBUDGET', ['null', '[]', 'false', '""']],
  ['PREPAREDOWNLOADS', ['null', '[]', 'false', '""']],
  ['TICKETSTATUS', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['PREPARETICKETSDOWNLOAD', ['null', '[]', 'false', '""']],
  ['MARKTICKETCATEGORY', ['null', '[]', 'false', '""']],
  ['ALLOCATETICKETS', ['null', '[]', '{}', 'false', '""']],
  ['CONFIGURATIONDETAILS', ['null', '[]', '{}', 'false', '""']],
  ['VOTE', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['payment/credentials.php:vote', ['null', '[]', 'false', '""']],
  ['PAYOUTSUMMARY', ['null', '[]', 'false', '""']],
  ['CALCULATE-REFUND', ['null', '[]', 'false', '""']],
  ['GET_REFUND_RULES', ['null', '[]', 'false', '""']],
  ['TRANSACTION-AMOUNTS', ['null', '[]', 'false', '""']],
  ['RETRIEVEBANKDETAILS', ['null', '[]', 'false', '""']],
  ['RECRUITS:AFFILIATECOUNT', ['null', '[]', '{}', 'false', '""']],
  ['SAVEAFFILIATEID', ['null', '[]', '{}', '{"val":0}', 'false', '""']],
  ['PARTNER-PAYOUT-AMOUNT', ['null', '[]', 'false', '""']],
];

const RELIES =
  "an answer of the spec's shape whenever the read answers: the spec does not say what the script sends for nothing";
const WHEN_ABSENT = 'the BFF refuses the answer as one it could not use (502)';

/** Reads a screen prefers but does without (decision 0048): what it shows instead of a 502. */
const FALLS_BACK: Partial<Record<CatalogueKey, string>> = {
  PREPAREDOWNLOADS:
    'the BFF refuses the answer; /downloadtickets then shows its own estimate (quantities chosen × prices)',
  'RECRUITS:AFFILIATECOUNT': 'the BFF refuses the answer; /in then counts the recruits FETCHRECRUITS lists',
  MARKTICKETCATEGORY: 'the BFF does not read the answer: the category stays ticked as asked',
};

export const ASSUMED_SHAPES: readonly LegacyAssumption[] = REFUSES_NOTHING.flatMap(([key, forms]) =>
  forms.map((form) => ({
    key,
    field: `nothing (${form})`,
    relies: RELIES,
    whenAbsent: FALLS_BACK[key] ?? WHEN_ABSENT,
    check: nothingCheck(key, form),
  })),
);
