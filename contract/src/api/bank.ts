import { z } from 'zod';
import { customerBankDetailsSchema, identityCheckSchema } from '../forms/bank.ts';
import { bankDetailsAnswerSchema } from '../model/index.ts';
import { longText } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

/** Bank details of a customer (refunds), an organiser (payouts) or a partner (commission), saved after a password check. */
export const bankApi = {
  getBankDetails: endpoint({
    ...routes.bank.getBankDetails,
    summary: 'Saved bank details (account number masked), or the message saying there are none',
    access: ['customer', 'business', 'partner'],
    response: bankDetailsAnswerSchema,
    legacy: ['RETRIEVEBANKDETAILS'],
  }),
  saveBankDetails: endpoint({
    ...routes.bank.saveBankDetails,
    summary: 'Checks the password (VERIFYIDENTITY), then saves the bank details',
    access: ['customer', 'business', 'partner'],
    body: z.object({ details: customerBankDetailsSchema, password: identityCheckSchema.shape.password }),
    response: z.object({ message: longText() }),
    legacy: ['VERIFYIDENTITY', 'SAVEBANKDETAILS'],
  }),
};
