import { LOGIN_MESSAGES, withAffiliateHint } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../mocks/src/flows/legacy-messages.ts';
import { accountStack } from './account-helpers.ts';

// Issue 17, item 12, over the real stand-in: a failed login whose email or phone and password are
// an affiliate's gets a hint at the toggle; nothing else does.

const { browser } = accountStack();

describe('the affiliate login hint', () => {
  it("adds the hint after the legacy's refusal, and leaves no session behind", async () => {
    const me = browser();
    const refused = await me.login('partner@demo.co.za');
    expect(refused).toMatchObject({
      status: 422,
      body: { detail: withAffiliateHint(LEGACY_MESSAGES.loginFailed) },
    });
    expect((await me.get('/api/session')).body).toEqual({ loggedIn: false });
    const withToggle = await me.login('partner@demo.co.za', 'Demo1234!', true);
    expect(withToggle.body).toMatchObject({ loggedIn: true, accountType: 'partner' });
  });

  it('says only the legacy refusal for a wrong password, an unknown account or a customer with the toggle', async () => {
    const me = browser();
    for (const [who, password, partner] of [
      ['partner@demo.co.za', 'not-the-password', false],
      ['nobody@example.co.za', 'Demo1234!', false],
      ['customer@demo.co.za', 'Demo1234!', true],
    ] as const) {
      const refused = await me.login(who, password, partner);
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBe(LEGACY_MESSAGES.loginFailed);
      expect(String(refused.body.detail)).not.toContain(LOGIN_MESSAGES.affiliateHint);
    }
  });
});
