import type { BffClient, Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// The organiser's money after the sale (issue 14): event 1's payout page, a partial payout and one
// refused for being above the net, the refund rules of an unsold event saved, a sold event's
// locked policy, and the sales report. A second session reads the pages after the changes:
// WireMock keeps one answer per identical request, the last recorded.

export const MONEY_AS = 'money-organiser';
export const MONEY_LOGIN = 'organiser@demo.co.za';
export const MONEY_AFTER_AS = 'money-organiser-after';
export const MONEY_AFTER_LOGIN = 'organiser@demo.co.za';

export const SOLD_EVENT = '1';
export const UNSOLD_EVENT = '3';
/** Rand, as the form sends it. */
export const PARTIAL_PAYOUT = 120;

export const MONEY_RULES = {
  cutOffDaysOne: 21,
  feeTypeOne: 'flat',
  feeAmountOne: 12.5,
  cutOffDaysTwo: 10,
  feeTypeTwo: 'percent',
  feeAmountTwo: 20,
  cutOffDaysThree: 2,
  feeTypeThree: 'percent',
  feeAmountThree: 60,
  feeTypeZero: 'percent',
  feeAmountZero: 0,
  autoRefund: false,
  maxAttempts: 1,
};

export const organiserMoneyJourney: Journey = async (client: BffClient, log) => {
  const as = MONEY_AS;
  const sold = `/api/organiser/events/${SOLD_EVENT}`;
  const unsold = `/api/organiser/events/${UNSOLD_EVENT}`;
  const calls: Call[] = [
    login(as, MONEY_LOGIN),
    { method: 'GET', path: `${sold}/payout`, as },
    { method: 'POST', path: `${sold}/payouts`, body: { payoutType: 'partial', amount: 9_999_999 }, as },
    { method: 'POST', path: `${sold}/payouts`, body: { payoutType: 'partial', amount: PARTIAL_PAYOUT }, as },
    { method: 'GET', path: `${unsold}/payout`, as },
    { method: 'GET', path: `${unsold}/refunds`, as },
    { method: 'PUT', path: `${unsold}/refund-rules`, body: MONEY_RULES, as },
    { method: 'GET', path: `${sold}/refunds`, as },
    { method: 'PUT', path: `${sold}/refund-rules`, body: MONEY_RULES, as },
    { method: 'GET', path: `${sold}/report`, as },
    login(MONEY_AFTER_AS, MONEY_AFTER_LOGIN),
    { method: 'GET', path: `${sold}/payout`, as: MONEY_AFTER_AS },
    { method: 'GET', path: `${unsold}/refunds`, as: MONEY_AFTER_AS },
  ];
  await sendAll(client, calls, log);
};
