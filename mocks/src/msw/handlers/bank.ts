import { api } from '@tix/contract/api/index';
import { maskAccountNumber } from '@tix/contract/domain/banks';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { DEMO_PASSWORD } from '../fixtures/accounts.ts';
import { answer, problem } from '../respond.ts';
import { salesState } from '../state.ts';

export const bank = {
  getBankDetails: answer(api.bank.getBankDetails, () => {
    const saved = salesState().bank;
    if (!saved) {
      return {
        found: false as const,
        message: 'No banking details found. Add your bank details to receive refunds and payouts.',
      };
    }
    const { accountNumber, ...rest } = saved;
    return {
      found: true as const,
      details: { ...rest, accountNumberMasked: maskAccountNumber(accountNumber), createdOn: null },
    };
  }),
  saveBankDetails: answer(api.bank.saveBankDetails, ({ body }) => {
    if (body.password !== DEMO_PASSWORD) {
      return problem(422, 'Request refused', LEGACY_MESSAGES.wrongPassword);
    }
    const { details } = body;
    salesState().bank = {
      bank: details.bank.toLowerCase() === 'other' ? details.customBankName : details.bank,
      branchCode: details.branchCode,
      accountHolder: details.accountHolder,
      accountNumber: details.accountNumber,
      accountType: details.accountType,
    };
    return { message: LEGACY_MESSAGES.bankDetailsSaved };
  }),
};
