import { BANK_DETAILS_MESSAGES, IDENTITY_CHECK_MESSAGES } from '@tix/contract/forms/bank';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../mocks/src/flows/legacy-messages.ts';
import { loggedIn } from './customer.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await stack());
});
afterAll(() => close());

const details = {
  bank: 'Other',
  customBankName: 'Access Bank',
  branchCode: '410506',
  accountHolder: 'Thandi Dlamini',
  accountNumber: '9876543210',
  accountType: 'cheque',
};

describe('bank details', () => {
  it('says there are none yet, then saves them after the password check, masked on display', async () => {
    const me = await loggedIn(app);
    expect((await me.get('/api/bank-details')).json()).toEqual({
      found: false,
      message: 'No banking details found. Add your bank details to receive refunds and payouts.',
    });
    const wrong = await me.put('/api/bank-details', { details, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(LEGACY_MESSAGES.wrongPassword);
    expect((await me.get('/api/bank-details')).json().found).toBe(false);

    const saved = await me.put('/api/bank-details', { details, password: 'Demo1234!' });
    expect(saved.json()).toEqual({ message: LEGACY_MESSAGES.bankDetailsSaved });
    const shown = (await me.get('/api/bank-details')).json();
    expect(shown).toMatchObject({
      found: true,
      details: { bank: 'Access Bank', accountNumberMasked: '******3210', accountType: 'cheque' },
    });
    expect(JSON.stringify(shown)).not.toContain('9876543210');
  });

  it('answers bad input with the spec messages, fields before the password', async () => {
    const me = await loggedIn(app);
    const empty = await me.put('/api/bank-details', {
      details: { ...details, accountHolder: '' },
      password: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(BANK_DETAILS_MESSAGES.allFieldsRequired);
    const noPassword = await me.put('/api/bank-details', { details, password: '' });
    expect(noPassword.json().detail).toBe(IDENTITY_CHECK_MESSAGES.passwordRequired);
  });
});
