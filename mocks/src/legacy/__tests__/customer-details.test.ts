import { CUSTOMERDETAILS } from '@tix/contract/legacy/index';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../seed/people.ts';
import { standinOf } from '../server.ts';
import { build, login, op, postForm } from './helpers.ts';

// CUSTOMERDETAILS answers the full profile row of the catalogue (bank details and updated_at
// included) and keeps what the checkout reads: customer_id, customername, email and phone.

let app: FastifyInstance;
let cookie: string;
beforeEach(async () => {
  app = build();
  cookie = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie() ?? '';
});

const details = async () => {
  const answer = await op(app, 'CUSTOMERDETAILS', { accountid: String(DEMO_CUSTOMER_ID) }, cookie);
  return CUSTOMERDETAILS.response.parse(answer.json());
};

describe('CUSTOMERDETAILS', () => {
  it('keeps the fields the checkout reads and sends every profile field', async () => {
    const row = await details();
    expect(row).toMatchObject({
      customer_id: String(DEMO_CUSTOMER_ID),
      customername: 'Thandi Dlamini',
      email: 'customer@demo.co.za',
      phone: '0710000001',
      bankname: '',
      accountnumber: '',
    });
    // Every field but the name fields of the other account types.
    const fields = Object.keys(CUSTOMERDETAILS.response.shape).filter(
      (field) => field !== 'businessname' && field !== 'partnername',
    );
    for (const field of fields) expect(row, field).toHaveProperty(field);
  });

  it("sends the customer's bank details", async () => {
    standinOf(app).data.bankDetails.push({
      ownerType: 'customer',
      ownerId: DEMO_CUSTOMER_ID,
      bankName: 'Capitec Bank',
      branchCode: '470010',
      accountHolder: 'Thandi Dlamini',
      accountNumber: '1234567890',
      accountType: 'savings',
    });
    expect(await details()).toMatchObject({
      bankname: 'Capitec Bank',
      branchcode: '470010',
      account: 'Thandi Dlamini',
      accountnumber: '1234567890',
      accountType: 'savings',
    });
  });

  it('sends updated_at once the profile was edited', async () => {
    expect((await details()).updated_at).toBeNull();
    const edit = { accountname: 'Thandi Dlamini', email: 'customer@demo.co.za', phone: '0710000001' };
    const saved = await postForm(app, '/webservices.php?q=EDITACCOUNTDETAILS', edit, cookie);
    expect(saved.json()).toMatchObject({ status: 'success' });
    expect((await details()).updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses an account other than the session’s, as PHP reading $_SESSION does', async () => {
    expect((await op(app, 'CUSTOMERDETAILS', { accountid: '999999' }, cookie)).status).toBe(403);
  });
});
