import { describe, expect, it } from 'vitest';
import { TRANSACTION_AMOUNTS, TRANSACTIONS_LIST } from '../../legacy/index.ts';
import { transactionSchema, transactionSummarySchema } from '../../model/transaction.ts';
import { normaliseTransactionSummary, normaliseTransactions } from '../tickets.ts';

// The organiser's /transactions-view reuses the customer transaction normalisers: the rows are the
// same; only the envelope (status plus `transactions`) and the summary call are the organiser's.

describe("the organiser's transactions", () => {
  it('reads the rows under `transactions`, buyer included', () => {
    const raw = TRANSACTIONS_LIST.response.parse({
      status: 'success',
      transactions: [
        {
          transaction_id: 'pf_000123abc456',
          created_at: '2025-11-20 14:02:11',
          event_name: 'Soweto Jazz Night',
          name_first: 'Thandi',
          ticket_type: 'VIP',
          admissions: '2',
          amount_gross: '900.00',
          payment_status: 'COMPLETE',
          refunded_at: '0000-00-00 00:00:00',
          amount_refunded: null,
        },
      ],
    });
    const [row] = normaliseTransactions(raw.transactions);
    expect(transactionSchema.parse(row)).toMatchObject({
      id: 'pf_000123abc456',
      buyer: 'Thandi',
      admissions: 2,
      grossCents: 90000,
      status: 'complete',
      refundedAt: null,
      refundedCents: 0,
    });
  });

  it('reads a failed list, null or {val: 0} as no rows', () => {
    for (const transactions of [null, { val: 0 }, undefined]) {
      const raw = TRANSACTIONS_LIST.response.parse({
        status: 'failed',
        message: 'No transactions',
        transactions,
      });
      expect(normaliseTransactions(raw.transactions)).toEqual([]);
    }
  });

  it('reads the five summary amounts in cents', () => {
    const raw = TRANSACTION_AMOUNTS.response.parse({
      pendingAmount: '450.00',
      completedAmount: '20500.50',
      cancelledAmount: null,
      abandonedTransact: '0',
      refundedAmt: 415,
    });
    expect(transactionSummarySchema.parse(normaliseTransactionSummary(raw))).toEqual({
      completedCents: 2050050,
      pendingCents: 45000,
      cancelledCents: 0,
      abandonedCents: 0,
      refundedCents: 41500,
    });
  });
});
