import { api, legacy, normaliseBankDetails } from '@tix/contract';
import { BANK_DETAILS_MESSAGES } from '@tix/contract/forms/bank';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from './register.ts';
import { ensureSuccess } from './tickets-lookup.ts';

const { bank } = api;

export default async function bankRoutes(app: FastifyInstance) {
  registerEndpoint(app, bank.getBankDetails, async (req) =>
    normaliseBankDetails(await req.legacy(legacy.RETRIEVEBANKDETAILS)),
  );

  registerEndpoint(app, bank.saveBankDetails, async (req) => {
    const { details, password } = req.body;
    // The password is checked first: nothing is saved unless the legacy confirms who this is.
    const check = await req.legacy(legacy.VERIFYIDENTITY, { password });
    ensureSuccess(legacy.VERIFYIDENTITY, check, 'We could not verify your password.');
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
    const failed = answer.error === 1 || answer.error === '1' || answer.error === true;
    const message = ensureSuccess(
      legacy.SAVEBANKDETAILS,
      { ...answer, status: failed ? 'failed' : (answer.status ?? 'success') },
      BANK_DETAILS_MESSAGES.failed,
    );
    return { message };
  });
}
