import { describe, expect, it } from 'vitest';
import { RETRIEVEBANKDETAILS } from '../../legacy/bank.ts';
import { CALCULATE_REFUND } from '../../legacy/refunds.ts';
import { NO_BANK_DETAILS_MESSAGE, normaliseBankDetails } from '../bank.ts';
import { normaliseRefundQuote } from '../refunds.ts';

describe('refund calculation', () => {
  it("reads CALCULATE-REFUND's rand strings and its 'orginal_amount' spelling", () => {
    const raw = {
      days_left: '11',
      refund_fee: '10.00',
      amount_refunded: '240.00',
      admission: '1',
      orginal_amount: '250.00',
      booking_fee: '14.37',
      net_amount: '240.00',
      refundRulesConfigured: 'no',
    };
    expect(CALCULATE_REFUND.response.safeParse(raw).success).toBe(true);
    expect(normaliseRefundQuote(raw)).toEqual({
      daysLeft: 11,
      originalCents: 25000,
      bookingFeeCents: 1437,
      feeCents: 1000,
      refundCents: 24000,
      netCents: 24000,
      admissions: 1,
      rules: 'platform',
    });
  });

  it("says the organiser's rules apply for 'yes' and reads a same-day 0", () => {
    const quote = normaliseRefundQuote({ days_left: 0, amount_refunded: 0, refundRulesConfigured: 'yes' });
    expect(quote).toMatchObject({ daysLeft: 0, refundCents: 0, netCents: 0, rules: 'organiser' });
  });
});

describe('bank details', () => {
  it('reads either spelling and masks the account number but its last 4 digits', () => {
    const raw = {
      bank_name_edit: 'Capitec',
      branch_code: '470010',
      account_number_edit: '1234567890',
      account_name: 'T Dlamini',
      account_type_edit: 'savings',
      created_at: '2025-11-02 10:15:00',
      logged_account_type: 'customer',
    };
    expect(RETRIEVEBANKDETAILS.response.safeParse(raw).success).toBe(true);
    expect(normaliseBankDetails(raw)).toEqual({
      found: true,
      details: {
        bank: 'Capitec',
        branchCode: '470010',
        accountHolder: 'T Dlamini',
        accountNumberMasked: '******7890',
        accountType: 'savings',
        createdOn: '2025-11-02',
      },
    });
  });

  it("passes the legacy's message on when there are no details", () => {
    expect(normaliseBankDetails({ status: 'failed', message: 'No banking details found' })).toEqual({
      found: false,
      message: 'No banking details found',
    });
    expect(normaliseBankDetails({ bank_label: '', account_number: null })).toEqual({
      found: false,
      message: NO_BANK_DETAILS_MESSAGE,
    });
  });
});
