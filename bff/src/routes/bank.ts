import { type api, legacy, normaliseBankDetails, text } from '@tix/contract';
import { BANK_DETAILS_MESSAGES } from '@tix/contract/forms/bank';
import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../http/implement.ts';
import { sessionUser } from '../http/session-user.ts';

export const bankRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.bank> => ({
  getBankDetails: async (req) => normaliseBankDetails(await req.legacy(legacy.RETRIEVEBANKDETAILS)),

  saveBankDetails: async (req) => {
    const { details, password } = req.body;
    // The password is checked first: nothing is saved unless the legacy confirms who this is.
    const type = sessionUser(req)?.accountType;
    // The partner flow names its account type (spec part 3, section 7).
    await req.legacy(
      legacy.VERIFYIDENTITY,
      type === 'partner' ? { password, account_type: type } : { password },
    );
    const other = details.bank.toLowerCase() === 'other';
    const answer = await req.legacy(legacy.SAVEBANKDETAILS, {
      account_holder: details.accountHolder,
      account_name: details.accountHolder,
      account_number: details.accountNumber,
      bank_account_type: details.accountType,
      branch_code: details.branchCode,
      bank_name: details.bank,
      ...(other ? { custom_bank_name: details.customBankName } : {}),
    });
    return { message: text(answer.message) ?? BANK_DETAILS_MESSAGES.failed };
  },
});
