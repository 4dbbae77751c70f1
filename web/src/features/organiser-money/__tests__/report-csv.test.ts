import type { SalesReport } from '@tix/contract/api/organiser-money';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { reportCsv } from '../report-csv.ts';

const report: SalesReport = {
  eventName: '=HYPERLINK("http://evil")',
  byDay: [{ day: '2026-11-20', transactions: 2, admissions: 3, grossCents: 42000, refundedCents: 13000 }],
  byTier: [{ ticketType: '+VIP', ticketsSold: 2, admissions: 3, revenueCents: 42000 }],
  grossCents: 42000,
  refundedCents: 13000,
  feesDeductedCents: 1470,
  payoutFeeCents: 1000,
  netPayoutCents: 28000,
};

describe('the sales report CSV', () => {
  const rows = Papa.parse<string[]>(reportCsv(report)).data;

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(rows[0]?.[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows.some((r) => r[0] === "'+VIP")).toBe(true);
  });

  it('gives the days, the ticket types and the money in rand with two decimals', () => {
    expect(rows).toContainEqual(['2026-11-20', '2', '3', '420.00', '130.00']);
    expect(rows).toContainEqual(["'+VIP", '2', '3', '420.00']);
    expect(rows).toContainEqual(['Net Payout', '280.00']);
  });

  it('says Not available for a total the service did not send, not 0.00', () => {
    const unknown = Papa.parse<string[]>(
      reportCsv({ ...report, grossCents: null, netPayoutCents: null }),
    ).data;
    expect(unknown).toContainEqual(['Net Payout', NOT_AVAILABLE]);
    expect(unknown).toContainEqual(['Approved Refunds', '130.00']);
  });
});
