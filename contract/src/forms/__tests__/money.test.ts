import { describe } from 'vitest';
import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionCodeSchema,
  accountDeletionSchema,
} from '../account-deletion.ts';
import {
  BANK_DETAILS_MESSAGES,
  customerBankDetailsSchema,
  IDENTITY_CHECK_MESSAGES,
  identityCheckSchema,
  organiserOrPartnerBankDetailsSchema,
} from '../bank.ts';
import {
  makeOrganiserPayoutSchema,
  makePartnerPayoutSchema,
  organiserPayoutSchema,
  PAYOUT_MESSAGES,
  partnerPayoutSchema,
} from '../payouts.ts';
import { REFUND_RULES_MESSAGES, refundRulesSchema } from '../refund-rules.ts';
import {
  DECLINE_REASON_MESSAGES,
  declineReasonSchema,
  REFUND_REQUEST_MESSAGES,
  refundRequestSchema,
} from '../refunds.ts';
import { table } from './table.ts';

describe('refund request', () => {
  const M = REFUND_REQUEST_MESSAGES;
  table(refundRequestSchema, [
    ['no reason', { reason: '', acknowledged: false }, M.reasonRequired],
    ['unknown reason', { reason: 'bored', acknowledged: true }, M.reasonRequired],
    ['not acknowledged', { reason: 'cant_attend', acknowledged: false }, M.acknowledgeRequired],
    ['valid', { reason: 'cant_attend', comments: 'Flight moved', acknowledged: true }, null],
  ]);
});

describe('decline reason', () => {
  table(declineReasonSchema, [
    ['blank', { reason: ' ' }, DECLINE_REASON_MESSAGES.reasonRequired],
    ['valid', { reason: 'Ticket was scanned at the gate' }, null],
  ]);
});

describe('refund rules (all messages ours)', () => {
  const M = REFUND_RULES_MESSAGES;
  const valid = {
    cutOffDaysOne: '14',
    feeTypeOne: 'flat',
    feeAmountOne: '10',
    cutOffDaysTwo: '7',
    feeTypeTwo: 'flat',
    feeAmountTwo: '20',
    cutOffDaysThree: '3',
    feeTypeThree: 'percent',
    feeAmountThree: '25',
    feeTypeZero: 'percent',
    feeAmountZero: '0',
    autoRefund: false,
    maxAttempts: '2',
  };
  table(refundRulesSchema, [
    ['days below 0', { ...valid, cutOffDaysOne: '-1' }, M.daysInvalid],
    ['no fee type', { ...valid, feeTypeTwo: '' }, M.feeTypeRequired],
    ['fee below 0', { ...valid, feeAmountTwo: '-5' }, M.feeInvalid],
    ['percent above 100', { ...valid, feeAmountThree: '101' }, M.percentTooHigh],
    ['tiers out of order', { ...valid, cutOffDaysTwo: '20' }, M.daysOrder],
    ['tier three on the day itself', { ...valid, cutOffDaysThree: '0' }, M.daysOrder],
    ['attempts below 0', { ...valid, maxAttempts: '-1' }, M.maxAttemptsInvalid],
    ['valid', valid, null],
    ['valid, flat fee above 100', { ...valid, feeAmountOne: '150' }, null],
  ]);
});

describe('bank details', () => {
  const M = BANK_DETAILS_MESSAGES;
  const valid = {
    bank: 'Capitec',
    branchCode: '470010',
    accountHolder: 'T Nkosi',
    accountNumber: '1234567890',
    accountType: 'savings',
  };
  describe('customer', () => {
    table(customerBankDetailsSchema, [
      ['nothing', {}, M.allFieldsRequired],
      ['no account holder', { ...valid, accountHolder: '' }, M.allFieldsRequired],
      [
        'empty type beats a bad branch code',
        { ...valid, branchCode: '47-00', accountType: '' },
        M.allFieldsRequired,
      ],
      ['Other without a name', { ...valid, bank: 'Other' }, M.allFieldsRequired],
      ['Other with a short name (ours)', { ...valid, bank: 'Other', customBankName: 'AB' }, M.customBankName],
      ['branch code not digits (ours)', { ...valid, branchCode: '47-0010' }, M.branchCodeDigits],
      ['account number not digits (ours)', { ...valid, accountNumber: '1234x' }, M.accountNumberDigits],
      ['valid', valid, null],
      ['valid, other bank', { ...valid, bank: 'Other', customBankName: 'Access Bank' }, null],
    ]);
  });
  describe('organiser or partner', () => {
    table(organiserOrPartnerBankDetailsSchema, [
      ['no bank', { ...valid, bank: '' }, M.allRequiredFieldsFilled],
      ['valid', valid, null],
    ]);
  });
});

describe('identity check', () => {
  table(identityCheckSchema, [
    ['no password', { password: '' }, IDENTITY_CHECK_MESSAGES.passwordRequired],
    ['valid', { password: 'secret' }, null],
  ]);
});

describe('organiser payout request', () => {
  const M = PAYOUT_MESSAGES;
  table(makeOrganiserPayoutSchema(1500), [
    ['blank', { payoutType: 'partial', amount: '' }, M.amountInvalid],
    ['zero', { payoutType: 'partial', amount: '0' }, M.amountInvalid],
    ['not a number', { payoutType: 'partial', amount: 'all' }, M.amountInvalid],
    ['above the net payout', { payoutType: 'partial', amount: '1500.01' }, M.exceedsNetPayout],
    ['all of it', { payoutType: 'full', amount: 1500 }, null],
    ['part of it', { payoutType: 'partial', amount: '200.50' }, null],
  ]);
  table(organiserPayoutSchema, [['without the limit', { amount: '99999' }, null]]);
});

describe('partner payout request', () => {
  const M = PAYOUT_MESSAGES;
  table(makePartnerPayoutSchema(300), [
    ['negative', { payoutType: 'partial', amount: '-1' }, M.amountInvalid],
    ['above what is available', { payoutType: 'partial', amount: '300.5' }, M.exceedsAvailable],
    ['valid', { payoutType: 'partial', amount: '250' }, null],
  ]);
  table(partnerPayoutSchema, [['fractions of a cent', { amount: '10.001' }, M.amountInvalid]]);
});

describe('account deletion (messages ours)', () => {
  const M = ACCOUNT_DELETION_MESSAGES;
  const valid = { email: 'thandi@example.co.za', password: 'secret', reason: 'No longer organising events' };
  table(accountDeletionSchema, [
    ['nothing', {}, M.emailRequired],
    ['bad email', { ...valid, email: 'thandi' }, M.emailInvalid],
    ['no password', { ...valid, password: '' }, M.passwordRequired],
    ['no reason', { ...valid, reason: '' }, M.reasonRequired],
    ['valid', valid, null],
  ]);
  table(accountDeletionCodeSchema, [
    ['no code', { code: '' }, M.codeRequired],
    ['valid', { code: '902114' }, null],
  ]);
});
