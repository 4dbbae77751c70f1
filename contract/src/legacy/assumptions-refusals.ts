import type { LegacyAssumption } from './assumptions.ts';
import { field, fields, refusalCheck } from './assumptions-build.ts';
import { catalogue } from './catalogue.ts';
import type { CatalogueKey } from './spec-answers.ts';

// The payment scripts' provider form, and how a refusal says so where the spec names no status or
// message for that answer (the operation's failure rule in the catalogue reads them).

const PAYMENT_FORM_RELIES =
  'the card provider\'s form fields, posted on unchanged (the spec: "a posted hidden form" of the returned fields, not named)';
const PAYMENT_FORM_ABSENT =
  'no payment starts: "Payment not started" (502) names the missing field, nothing is filled in';

const paymentForm = (key: CatalogueKey): LegacyAssumption[] => [
  ...fields(
    key,
    ['merchant_id', 'merchant_key', 'amount', 'item_name'],
    PAYMENT_FORM_RELIES,
    PAYMENT_FORM_ABSENT,
  ),
  field(
    key,
    'signature',
    "the legacy's signature over its own form, posted as it came",
    'the form goes without one, as the legacy sent it; the provider decides',
  ),
  ...fields(
    key,
    ['return_url', 'cancel_url'],
    'where the provider sends the buyer back, checked against our own address',
    "the provider uses the merchant's own settings",
  ),
];

/** The refusal's words the operation's failure rule falls back on. */
function fallbackOf(key: CatalogueKey): string {
  const failure = catalogue.get(key)?.failure;
  return failure && 'fallback' in failure ? failure.fallback : "the product's own words";
}

/** `status: 'failed'` refuses; absent, the answer is read as an outcome, not a refusal. */
const refusalStatus = (key: CatalogueKey): LegacyAssumption => ({
  key,
  field: 'status',
  relies: 'status "failed" is a refusal (the spec names no status for this answer)',
  whenAbsent: 'read as an answer, not a refusal',
  check: refusalCheck(key),
});

/** A refusal's own words. */
const refusalMessage = (key: CatalogueKey, path = 'message'): LegacyAssumption => ({
  key,
  field: path,
  relies: "a refusal's own words, shown to the user",
  whenAbsent: `a refusal says "${fallbackOf(key)}"`,
  check: refusalCheck(key),
});

export const ASSUMED_PAYMENT_AND_REFUSALS: readonly LegacyAssumption[] = [
  ...paymentForm('payment/credentials.php'),
  ...paymentForm('payment/credentials.php:campaign'),
  ...paymentForm('payment/credentials.php:vote'),
  ...fields(
    'payment/credentials.php:vote',
    ['m_payment_id', 'uuid'],
    "the vote payment's id (the spec shows no vote payment: our design, as the purchase's answer)",
    'no payment starts: "Failed to initiate payment."',
  ),
  refusalStatus('payment/credentials.php:vote'),
  refusalMessage('payment/credentials.php:vote'),
  // Reads whose answer the spec gives without a refusal's words.
  refusalMessage('EVENT-LIST'),
  refusalMessage('UPDATETRANSFERCHECK'),
  refusalMessage('TRANSACTIONS-LIST'),
  refusalMessage('GET-REFUND-REQUESTS', 'refusal.message'),
  refusalMessage('CAMPAIGNS', 'refusal.message'),
  refusalMessage('RECRUITS-CAMPAIGNS', 'refusal.message'),
  refusalStatus('PAYOUT-REQUEST-LIST'),
  refusalMessage('PAYOUT-REQUEST-LIST'),
  refusalStatus('CALCULATE-REFUND'),
  refusalMessage('CALCULATE-REFUND'),
  // Writes the spec answers with one word ("success", "a server message") or not at all.
  refusalStatus('CANCELLATION'),
  refusalMessage('CANCELLATION'),
  refusalStatus('CAMPAIGN-PAYMENT-CANCELLATION'),
  refusalMessage('CAMPAIGN-PAYMENT-CANCELLATION'),
  refusalStatus('DELETEEVENT'),
  refusalStatus('INSERTPOINTS'),
  refusalMessage('INSERTPOINTS'),
  refusalStatus('UPLOADMODELPICTURE'),
  refusalMessage('UPLOADMODELPICTURE'),
  field(
    'REQUEST_ACCOUNT_DELETION:CONFIRM_CODE',
    'status',
    'status "success" confirms the deletion code (the spec lists code and message only)',
    'code 200 confirms; any other answer without status "success" is refused: "The code was not accepted."',
  ),
  field(
    'VOTE',
    'status',
    'status "failed" refuses the vote (the spec shows no vote call: our design)',
    'the vote counts as taken',
  ),
  refusalMessage('VOTE'),
  field(
    'VOTE',
    'votes',
    "the model's vote count after the vote",
    'the count is unknown (null): the vote page reads the model again rather than show 0 votes',
  ),
];
