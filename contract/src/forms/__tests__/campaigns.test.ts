import { describe, expect, it } from 'vitest';
import {
  BALANCE_TRANSFER_MESSAGES,
  balanceTransferSchema,
  CAMPAIGN_MESSAGES,
  campaignLaunchSchema,
  campaignSaveSchema,
  makeBalanceTransferSchema,
} from '../campaigns.ts';
import {
  emailMarketingSchema,
  MARKETING_MESSAGES,
  marketingDataUploadSchema,
  smsMarketingSchema,
  smsPaymentSchema,
} from '../marketing.ts';
import { validateForm } from '../validate.ts';
import { table } from './table.ts';

describe('campaign save, in order', () => {
  const M = CAMPAIGN_MESSAGES;
  const valid = {
    campaignName: 'Jazz launch',
    keywords: 'jazz, live music',
    startDate: '2030-03-01',
    endDate: '2030-03-15',
  };
  table(campaignSaveSchema, [
    ['nothing', {}, M.nameRequired],
    ['no keywords', { ...valid, keywords: '', startDate: '' }, M.keywordsRequired],
    ['no start date', { ...valid, startDate: '', endDate: '' }, M.startDateRequired],
    ['no end date', { ...valid, endDate: '' }, M.endDateRequired],
    ['end before start (ours)', { ...valid, endDate: '2030-02-28' }, M.endBeforeStart],
    ['valid', valid, null],
  ]);
});

describe('campaign launch', () => {
  const M = CAMPAIGN_MESSAGES;
  table(campaignLaunchSchema, [
    ['blank', { budget: '' }, M.budgetMinimum],
    ['below R10', { budget: '9.99' }, M.budgetMinimum],
    ['not a number', { budget: 'ten' }, M.budgetMinimum],
    ['fractions of a cent (ours)', { budget: '10.005' }, M.budgetCents],
    ['exactly R10', { budget: '10' }, null],
    ['rand and cents', { budget: 150.55 }, null],
  ]);

  it('gives the budget as a number', () => {
    const result = validateForm(campaignLaunchSchema, { budget: '150.50' });
    expect(result.ok && result.data.budget).toBe(150.5);
  });
});

describe('balance transfer', () => {
  const M = BALANCE_TRANSFER_MESSAGES;
  table(makeBalanceTransferSchema({ balance: 0, transferred: false }), [
    ['nothing to transfer', { targetEventId: '42' }, M.balanceZero],
  ]);
  table(makeBalanceTransferSchema({ balance: 0, transferred: true, moved: 120.5 }), [
    ['already transferred', { targetEventId: '' }, M.alreadyTransferred(120.5)],
  ]);
  table(makeBalanceTransferSchema({ balance: 120.5, transferred: false }), [
    ['no target', { targetEventId: '' }, M.targetRequired],
    ['valid, numeric id', { targetEventId: 42 }, null],
  ]);
  table(balanceTransferSchema, [
    ['no target, without a source', {}, M.targetRequired],
    ['valid', { targetEventId: '42' }, null],
  ]);

  it('words the amount in rand', () => {
    expect(M.alreadyTransferred(120.5)).toBe('R120.50 has already been transferred to another campaign');
  });
});

describe('SMS marketing', () => {
  const M = MARKETING_MESSAGES;
  table(smsMarketingSchema, [
    ['no text (ours)', { text: '' }, M.textRequired],
    ['131 characters (ours)', { text: 'a'.repeat(131) }, M.smsTooLong],
    ['130 characters', { text: 'a'.repeat(130) }, null],
  ]);
  table(smsPaymentSchema, [
    ['below R100 (ours, from the note)', { cost: '99.90' }, M.paymentTooSmall],
    ['R100', { cost: 100 }, null],
  ]);
});

describe('email marketing', () => {
  const M = MARKETING_MESSAGES;
  table(emailMarketingSchema, [
    ['no text (ours)', { text: '', subject: '' }, M.textRequired],
    ['no subject', { text: 'Tickets are on sale', subject: '' }, M.subjectRequired],
    ['valid, no attachment', { text: 'Tickets are on sale', subject: 'Jazz' }, null],
    ['valid, any attachment', { text: 'Hi', subject: 'Jazz', attachment: { name: 'lineup.mp3' } }, null],
  ]);
});

describe('marketing data upload', () => {
  const M = MARKETING_MESSAGES;
  table(marketingDataUploadSchema, [
    ['no file', { type: 'sms' }, M.fileRequired],
    ['not a CSV (ours)', { file: { name: 'people.xlsx' }, type: 'sms' }, M.fileType],
    ['no type (ours)', { file: { name: 'people.csv' } }, M.typeRequired],
    ['valid', { file: { name: 'people.csv' }, type: 'email' }, null],
  ]);
});
