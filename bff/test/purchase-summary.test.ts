import type { LegacyOperation } from '@tix/contract';
import { PURCHASE_NOT_CONFIRMED, PURCHASE_NOT_FOUND } from '@tix/contract/api/checkout';
import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { describe, expect, it } from 'vitest';
import { purchaseSummary } from '../src/domain/checkout/purchase-summary.ts';
import { HttpProblem } from '../src/lib/problem.ts';
import type { LegacyPort } from '../src/plugins/legacy.ts';

// /success finds a purchase by what the spec links (a customer ticket's m_payment_id and
// ticketnumber), never by assuming a transaction's id is the payment's: a legacy written from
// the spec numbers its transactions its own way, every value a string.

const PAYMENT = 'PF-8c1e52d0';
const ticket = (extra: Record<string, string> = {}) => ({
  ticket_id: '900',
  ticketnumber: 'K7Q2M9X',
  category: 'VIP',
  quantity: '1',
  age_group: '0',
  price: '280.00',
  kids_price: '140.00',
  created_at: '2026-03-02 10:00:00',
  m_payment_id: PAYMENT,
  event_name: 'Cape Town Sunset Sessions',
  event_id: '7',
  ...extra,
});
const transaction = (extra: Record<string, string> = {}) => ({
  transaction_id: '31',
  event_name: 'Cape Town Sunset Sessions',
  ticket_type: 'VIP',
  admissions: '2',
  amount_gross: '603.75',
  payment_status: 'pending',
  ...extra,
});
const DETAIL = {
  eventName: 'Cape Town Sunset Sessions',
  eventDate: '2026-04-18',
  startTime: '17:00',
  businessId: '202',
};

/** A port answering each operation by its key, as a spec-strict legacy would. */
function port(answers: Record<string, unknown>): LegacyPort {
  const answer = async (op: LegacyOperation) => (op.key in answers ? answers[op.key] : null);
  return { legacy: answer, publicRead: answer, freshPublic: () => undefined } as unknown as LegacyPort;
}
const tickets = (rows: unknown) => ({ 'CUSTOMERTICKETS:GETTICKETS': rows, 'FETCH-EVENT-DETAILS': DETAIL });

async function refusal(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof HttpProblem) return `${error.problem.status} ${error.problem.detail}`;
  throw new Error('expected a problem');
}

describe('the purchase /success shows', () => {
  it('is found by the m_payment_id of its tickets, whatever the transactions’ ids', async () => {
    const answers = {
      ...tickets([ticket(), ticket({ ticket_id: '901' })]),
      'TRANSACTIONS:GETTRANSACTIONS': [transaction()],
    };
    expect(await purchaseSummary(port(answers), PAYMENT, null)).toEqual({
      paymentId: PAYMENT,
      ticketNumber: null,
      eventId: '7',
      eventName: 'Cape Town Sunset Sessions',
      eventDay: '2026-04-18',
      eventStartTime: '17:00',
      ticketType: 'VIP',
      quantity: 2,
      amountCents: checkoutTotal(28000, 2),
      status: 'complete',
    });
  });

  it('falls back to the ticket number this session started the payment with', async () => {
    const unlinked = ticket({ m_payment_id: '' });
    const found = await purchaseSummary(port(tickets([unlinked])), PAYMENT, 'K7Q2M9X');
    expect(found).toMatchObject({ quantity: 1, ticketNumber: 'K7Q2M9X', status: 'complete' });
  });

  it('before the tickets are issued, reads a transaction row bearing the payment’s id', async () => {
    const answers = {
      ...tickets([]),
      'TRANSACTIONS:GETTRANSACTIONS': [transaction({ transaction_id: PAYMENT })],
    };
    expect(await purchaseSummary(port(answers), PAYMENT, null)).toMatchObject({
      status: 'pending',
      quantity: 2,
      amountCents: 60375,
    });
  });

  it('says the confirmation has not arrived for a payment this session started, and not found otherwise', async () => {
    const nothing = { ...tickets({ val: 0 }), 'TRANSACTIONS:GETTRANSACTIONS': [transaction()] };
    expect(await refusal(purchaseSummary(port(nothing), PAYMENT, 'K7Q2M9X'))).toBe(
      `404 ${PURCHASE_NOT_CONFIRMED}`,
    );
    expect(await refusal(purchaseSummary(port(nothing), PAYMENT, null))).toBe(`404 ${PURCHASE_NOT_FOUND}`);
  });

  it('shows the order without a date when the event is no longer listed', async () => {
    const answers = { 'CUSTOMERTICKETS:GETTICKETS': [ticket()], 'FETCH-EVENT-DETAILS': null };
    expect(await purchaseSummary(port(answers), PAYMENT, null)).toMatchObject({
      eventDay: null,
      quantity: 1,
    });
  });
});
