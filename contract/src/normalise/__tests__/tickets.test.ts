import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GET_REFUND_GOVERNANCE_RULES } from '../../legacy/refunds.ts';
import { CUSTOMERTICKETS_GETTICKETS } from '../../legacy/tickets.ts';
import { TRANSACTION_AMOUNTS, TRANSACTIONS_LIST } from '../../legacy/transactions.ts';
import { isLegacyId } from '../../model/ids.ts';
import {
  customerTicketKeys,
  normaliseCustomerTickets,
  normaliseRefundGovernance,
  normaliseTransactionSummary,
  normaliseTransactions,
  ticketRefundStatus,
  withRefundStatuses,
} from '../tickets.ts';
import { id, text } from '../values.ts';

// Rows as the legacy's MySQL answers arrive: numbers as strings, '' for none, two date styles.
const RAW_TICKETS = [
  {
    ticket_id: '7001',
    ticketnumber: 'K7QX2MB',
    category: 'VIP',
    quantity: '3',
    age_group: '0',
    price: '250.00',
    kids_price: '125.50',
    created_at: '2026-02-20 14:03:11',
    time_at: '14:03:11',
    activation: '1',
    qr_payload: 'eyJ0aWNrZXQiOjF9.c2lnbmF0dXJl',
    refund_status: '',
    refundAttempts: null,
    maxAttempts: '',
    m_payment_id: 'PF-000123',
    event_name: 'Jozi Jazz Under the Stars',
    event_id: 1,
  },
  {
    ticket_id: 7002,
    ticketnumber: 'ZZ12AB3',
    category: 'general',
    quantity: 1,
    age_group: 1,
    price: 80,
    kids_price: '40',
    created_at: '0000-00-00 00:00:00',
    activation: null,
    qr_payload: null,
    refund_status: 'Under review',
    refundAttempts: '2',
    maxAttempts: 3,
    event_name: 'Soweto Street Food Fiesta',
    event_id: '2',
  },
];

describe('customer tickets', () => {
  it('reads the raw rows as the catalogue declares them', () => {
    expect(CUSTOMERTICKETS_GETTICKETS.response.safeParse(RAW_TICKETS).success).toBe(true);
  });

  it('turns strings into numbers, rand into cents, and picks the kids price for kids', () => {
    const [adult, kid] = normaliseCustomerTickets(RAW_TICKETS);
    expect(adult).toEqual({
      id: 'K7QX2MB-7001',
      number: 'K7QX2MB',
      eventId: '1',
      eventName: 'Jozi Jazz Under the Stars',
      category: 'VIP',
      admissions: 3,
      group: 'adults',
      unitPriceCents: 25000,
      totalCents: 75000,
      boughtOn: '2026-02-20',
      boughtAt: '14:03',
      activated: true,
      qrPayload: 'eyJ0aWNrZXQiOjF9.c2lnbmF0dXJl',
      refundStatus: null,
      refundDeclined: false,
      declineReason: null,
      refundAttempts: 0,
      maxAttempts: null,
      paymentId: 'PF-000123',
      // The rows carry no event date: the BFF adds it to ticket lists.
      eventDay: null,
      eventStartTime: null,
    });
    expect(kid).toMatchObject({
      id: 'ZZ12AB3-7002',
      group: 'kids',
      unitPriceCents: 4000,
      totalCents: 4000,
      boughtOn: null,
      activated: false,
      qrPayload: null,
      refundStatus: 'Under_review',
      refundAttempts: 2,
      maxAttempts: 3,
      paymentId: null,
    });
  });

  it('keys each ticket by its number and ticket_id, so a ticket_id shared by two purchases names neither', () => {
    // A legacy whose ticket_id is the type's: two purchases of one tier, the second of two admissions.
    const rows = [
      { ticket_id: '5020', ticketnumber: 'AAAAAAA' },
      { ticket_id: '5020', ticketnumber: 'BBBBBBB' },
      { ticket_id: '5020', ticketnumber: 'BBBBBBB' },
      { ticket_id: '5021' },
    ];
    expect(customerTicketKeys(rows)).toEqual(['AAAAAAA-5020', 'BBBBBBB-5020', 'BBBBBBB-5020-2', '5021']);
    expect(normaliseCustomerTickets(rows).map((t) => t.id)).toEqual(customerTicketKeys(rows));
  });

  it('keys any list as the rule reads: number and ticket_id, its occurrence, else the ticket_id', () => {
    // The rule as first written (each key built twice), against the keys read once per row.
    const byRule = (list: { ticket_id: unknown; ticketnumber?: unknown }[]) => {
      const keyOf = (raw: (typeof list)[number], occurrence = 1) => {
        const ticketId = id(raw.ticket_id);
        const number = text(raw.ticketnumber);
        const base = number ? `${number}-${ticketId}` : ticketId;
        const key = occurrence > 1 ? `${base}-${occurrence}` : base;
        return isLegacyId(key) ? key : ticketId;
      };
      const seen = new Map<string, number>();
      return list.map((raw) => {
        const occurrence = (seen.get(keyOf(raw)) ?? 0) + 1;
        seen.set(keyOf(raw), occurrence);
        return keyOf(raw, occurrence);
      });
    };
    const part = fc.oneof(
      fc.constantFrom('5020', 'AAAAAAA', ' BBB ', '', 'a/b', '..', 'x'.repeat(62), 7),
      fc.string({ maxLength: 3 }),
    );
    const row = fc.record({ ticket_id: part, ticketnumber: part });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (list) => {
        expect(customerTicketKeys(list)).toEqual(byRule(list));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a refund status spelled like an object key as none', () => {
    for (const odd of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(ticketRefundStatus(odd)).toBeNull();
  });

  it('reads {val: 0} as no tickets', () => {
    expect(normaliseCustomerTickets({ val: 0 })).toEqual([]);
    expect(normaliseCustomerTickets({ val: '0' })).toEqual([]);
  });

  it('knows the refund statuses in any spelling; declined and cancelled are none', () => {
    expect(
      ['Pending', 'pending', 'UNDER_REVIEW', 'Approved', 'Declined', 'Cancelled', null, 'null'].map(
        ticketRefundStatus,
      ),
    ).toEqual(['Pending', 'Pending', 'Under_review', 'Approved', null, null, null, null]);
  });
});

describe('refund governance', () => {
  it('allows refunds unless the event says no, with the default limit of 2', () => {
    const raw = { maxAttempts: null, refundsAllowed: '0' };
    expect(GET_REFUND_GOVERNANCE_RULES.response.safeParse(raw).success).toBe(true);
    expect(normaliseRefundGovernance(raw)).toEqual({ refundsAllowed: false, maxAttempts: 2 });
    expect(normaliseRefundGovernance({})).toEqual({ refundsAllowed: true, maxAttempts: 2 });
    expect(normaliseRefundGovernance({ maxAttempts: '4', refundsAllowed: 1 })).toEqual({
      refundsAllowed: true,
      maxAttempts: 4,
    });
  });
});

describe('transactions', () => {
  const RAW = {
    status: 'success',
    transactions: [
      {
        transaction_id: 'PF-20260220-0009AB12',
        date: '2026-02-20 14:03:11',
        event_name: 'Jozi Jazz Under the Stars',
        event_id: '1',
        name_first: 'Thandi',
        ticket_type: 'VIP',
        admissions: '3',
        amount_gross: '780.75',
        payment_status: 'COMPLETE',
        refunded_at: null,
        amount_refunded: '0.00',
        ticket_resent_at: '',
      },
      {
        transaction_id: 'OZ-77',
        created_at: '2026-02-01',
        event_name: 'Cape Jazz Reunion',
        payment_status: 'Abandoned',
        amount_gross: 160,
        refunded_at: '2026-02-03 09:00:00',
        amount_refunded: '145',
      },
    ],
  };

  it('reads the list answer with its quirks', () => {
    expect(TRANSACTIONS_LIST.response.safeParse(RAW).success).toBe(true);
    const [paid, abandoned] = normaliseTransactions(RAW.transactions);
    expect(paid).toEqual({
      id: 'PF-20260220-0009AB12',
      date: '2026-02-20 14:03',
      eventId: '1',
      eventName: 'Jozi Jazz Under the Stars',
      buyer: 'Thandi',
      ticketType: 'VIP',
      admissions: 3,
      grossCents: 78075,
      status: 'complete',
      refundedAt: null,
      refundStatus: null,
      refundedCents: 0,
      resentAt: null,
    });
    expect(abandoned).toMatchObject({
      date: '2026-02-01',
      eventId: null,
      status: 'abandoned',
      grossCents: 16000,
      refundedAt: '2026-02-03 09:00',
      refundedCents: 14500,
    });
    expect(normaliseTransactions(null)).toEqual([]);
    expect(normaliseTransactions({ val: 0 })).toEqual([]);
  });

  it('sums the five amounts in cents, missing ones as 0', () => {
    const raw = { pendingAmount: '120.50', completedAmount: 2500, cancelledAmount: null, refundedAmt: '10' };
    expect(TRANSACTION_AMOUNTS.response.safeParse(raw).success).toBe(true);
    expect(normaliseTransactionSummary(raw)).toEqual({
      completedCents: 250000,
      pendingCents: 12050,
      cancelledCents: 0,
      abandonedCents: 0,
      refundedCents: 1000,
    });
  });
});

describe("transactions with their tickets' refund states", () => {
  it("takes the furthest request among a purchase's tickets, joined on the payment id", () => {
    const [paid, other] = normaliseTransactions([
      { transaction_id: 'PF-1', event_name: 'A', payment_status: 'complete' },
      { transaction_id: 'PF-2', event_name: 'B', payment_status: 'complete' },
    ]);
    const joined = withRefundStatuses(
      [paid, other].filter((t) => t !== undefined),
      [
        { paymentId: paid?.id ?? '', refundStatus: null },
        { paymentId: paid?.id ?? '', refundStatus: 'Pending' },
        { paymentId: 'someone-else', refundStatus: 'Approved' },
        { paymentId: null, refundStatus: 'Approved' },
      ],
    );
    expect(joined.map((t) => t.refundStatus)).toEqual(['Pending', null]);
    const further = withRefundStatuses(joined, [
      { paymentId: paid?.id ?? '', refundStatus: 'Under_review' },
      { paymentId: paid?.id ?? '', refundStatus: 'Pending' },
    ]);
    expect(further[0]?.refundStatus).toBe('Under_review');
  });
});
