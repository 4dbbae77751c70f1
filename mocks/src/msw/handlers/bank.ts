import { api } from '@tix/contract/api/index';
import { maskAccountNumber } from '@tix/contract/domain/banks';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { DEMO_PASSWORD } from '../fixtures/accounts.ts';
import { world } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession, type SavedBank, salesState } from '../state.ts';

/** The logged-in account's details as the seed holds them (the demo organiser has some). */
function seeded(): SavedBank | null {
  const session = getMockSession();
  if (!session.loggedIn) return null;
  const found = world.bankDetails.find(
    (b) => b.ownerType === session.accountType && String(b.ownerId) === session.accountId,
  );
  return found
    ? {
        bank: found.bankName,
        branchCode: found.branchCode,
        accountHolder: found.accountHolder,
        accountNumber: found.accountNumber,
        accountType: found.accountType,
      }
    : null;
}

export const bank = {
  getBankDetails: answer(api.bank.getBankDetails, () => {
    const saved = salesState().bank ?? seeded();
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
