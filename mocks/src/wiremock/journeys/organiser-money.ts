import type { BffClient, Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// The organiser's money after the sale (issue 14): event 1's payout page, a partial payout and one
// refused for being above the net, the refund rules of an unsold event saved, a sold event's
// locked policy, and the sales report. A second session reads the pages after the changes:
// replay keeps the last answer of each request
// (sessions replay by account).

export const MONEY_AS = 'money-organiser';
export const MONEY_LOGIN = 'organiser@demo.co.za';
export const MONEY_AFTER_AS = 'money-organiser-after';
export const MONEY_AFTER_LOGIN = 'organiser@demo.co.za';

export const SOLD_EVENT = '1';
export const UNSOLD_EVENT = '3';
/** Rand, as the form sends it. */
export const PARTIAL_PAYOUT = 120;

/** Two of the demo customer's valid tickets of event 1, whose refunds the organiser decides. */
export const REFUND_TICKETS = ['80012', '80001'];

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
  // Refund decisions: the demo customer asks for refunds of two of its event 1 tickets (the seed's
  // open requests are on other organisers' events); the organiser approves one and declines the
  // other with a reason.
  const ask = { reason: 'cant_attend', comments: '', acknowledged: true };
  await sendAll(
    client,
    [
      login('money-customer', 'customer@demo.co.za'),
      ...REFUND_TICKETS.map(
        (ticket): Call => ({
          method: 'POST',
          path: `/api/refunds/1/${ticket}`,
          body: ask,
          as: 'money-customer',
        }),
      ),
    ],
    log,
  );
  type Row = { id: string; decidable: boolean };
  const refunds = (await client.send({ method: 'GET', path: `${sold}/refunds`, as: MONEY_AFTER_AS }))
    .json as {
    requests?: Row[];
  };
  const [approve, decline] = (refunds.requests ?? []).filter((r) => r.decidable);
  const decide = (row: Row | undefined, body: unknown): Call[] =>
    row
      ? [{ method: 'POST', path: `${sold}/refund-requests/${row.id}/decision`, body, as: MONEY_AFTER_AS }]
      : [];
  await sendAll(
    client,
    [
      ...decide(approve, { decision: 'approved' }),
      ...decide(decline, { decision: 'declined', reason: 'The event goes ahead as planned.' }),
      { method: 'GET', path: `${sold}/refunds`, as: MONEY_AFTER_AS },
    ],
    log,
  );
};
