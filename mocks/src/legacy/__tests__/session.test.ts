import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../demo-logins.ts';
import { LOGIN_FAILED } from '../handlers/account.ts';
import { build, get, login, op } from './helpers.ts';

const webLogins = DEMO_LOGINS.filter((l) => l.role !== 'promoter');

describe('loginWeb.php', () => {
  for (const demo of webLogins) {
    for (const identifier of [demo.email, demo.phone]) {
      it(`logs in the ${demo.role} by ${identifier.includes('@') ? 'email' : 'phone'}`, async () => {
        const app = build();
        const answer = await login(app, identifier, demo.password, demo.role === 'partner' ? 'yes' : 'no');
        expect(answer.json()).toMatchObject({ status: 'success', data: { account_type: demo.role } });
        const setCookie = String(answer.headers['set-cookie']);
        expect(setCookie).toMatch(/^PHPSESSID=[0-9a-v]{26}; path=\/; HttpOnly$/);
        const cookie = answer.cookie();
        expect((await op(app, 'ACCOUNTTYPE', {}, cookie)).json()).toEqual({ account_type: demo.role });
        const details = (await op(app, 'ACCOUNT-DETAILS', {}, cookie)).json();
        expect(details).toMatchObject({ accountType: demo.role, accountName: expect.stringMatching(/\w/) });
      });
    }
  }

  it('matches emails in any case and phones in +27 form', async () => {
    const app = build();
    expect((await login(app, 'Customer@Demo.co.za', 'Demo1234!')).json()).toMatchObject({
      status: 'success',
    });
    expect((await login(app, '+27 71 000 0002', 'Demo1234!')).json()).toMatchObject({
      status: 'success',
      data: { account_id: '201', account_name: 'Demo Events Co', account_type: 'business' },
    });
  });

  it('fails a wrong password with errorText and no cookie (HTTP 200)', async () => {
    const answer = await login(build(), 'customer@demo.co.za', 'Demo1234?');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'failed', errorText: LOGIN_FAILED });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('logs in partners only with the partner flag, and only partners with it', async () => {
    const app = build();
    expect((await login(app, 'partner@demo.co.za', 'Demo1234!', 'no')).json()).toMatchObject({
      status: 'failed',
    });
    expect((await login(app, 'customer@demo.co.za', 'Demo1234!', 'yes')).json()).toMatchObject({
      status: 'failed',
    });
    expect((await login(app, 'organiser@demo.co.za', 'Demo1234!', 'yes')).json()).toMatchObject({
      status: 'failed',
    });
  });

  it('does not log in boosters (they use their own login under an organiser)', async () => {
    const answer = await login(build(), 'booster@demo.co.za', 'Demo1234!');
    expect(answer.json()).toMatchObject({ status: 'failed' });
  });
});

describe('sessions', () => {
  it('reports a guest without a cookie or with an unknown one', async () => {
    const app = build();
    expect((await op(app, 'ACCOUNTTYPE')).json()).toEqual({ account_type: 'guest' });
    expect((await op(app, 'ACCOUNT-DETAILS', {}, 'PHPSESSID=madeup')).json()).toEqual({
      accountName: '',
      accountType: 'guest',
    });
  });

  it('logout.php destroys the session and expires the cookie', async () => {
    const app = build();
    const cookie = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    const out = await get(app, '/logout.php', cookie);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('PHPSESSID=deleted; expires=Thu, 01 Jan 1970');
    expect((await op(app, 'ACCOUNTTYPE', {}, cookie)).json()).toEqual({ account_type: 'guest' });
    // Operations that need the login refuse the destroyed PHPSESSID, even naming its account.
    const tickets = await op(app, 'CUSTOMERTICKETS', { subquery: 'GETTICKETS', customerid: '101' }, cookie);
    expect(tickets.status).toBe(401);
  });

  it('gives every login its own session', async () => {
    const app = build();
    const customer = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    const organiser = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    expect(customer).not.toBe(organiser);
    expect((await op(app, 'ACCOUNTTYPE', {}, customer)).json()).toEqual({ account_type: 'customer' });
    expect((await op(app, 'ACCOUNTTYPE', {}, organiser)).json()).toEqual({ account_type: 'business' });
  });
});
