import { screen } from '@testing-library/react';
import { LOGIN_MESSAGES } from '@tix/contract/forms/account';
import { LEGACY_MESSAGES } from '@tix/mocks/flows/legacy-messages';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { DEMO_PASSWORD, demoLogins, sessions } from '../../../test/seed.ts';
import { ACCOUNT_COPY } from '../messages.ts';

// Issue 17, item 12: an affiliate logging in without the toggle is pointed at it.

const { customer, partner } = demoLogins;

async function logIn(who: string, password: string) {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: ACCOUNT_COPY.loginHeading });
  await view.user.type(screen.getByLabelText(ACCOUNT_COPY.emailOrPhone), who);
  await view.user.type(screen.getByLabelText(ACCOUNT_COPY.password), password);
  await view.user.click(screen.getByRole('button', { name: ACCOUNT_COPY.submit }));
  return view;
}

describe('the affiliate login hint', () => {
  it("keeps the spec's message first, then points at the toggle, which clears the hint", async () => {
    const { user } = await logIn(partner.email, DEMO_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(new RegExp(`^${LEGACY_MESSAGES.loginFailed}`));
    expect(alert).toHaveTextContent(LOGIN_MESSAGES.affiliateHint);
    const toggle = screen.getByRole('switch', { name: ACCOUNT_COPY.partnerToggle });
    expect(toggle).toHaveAccessibleDescription(LOGIN_MESSAGES.affiliateHint);
    await user.click(toggle);
    expect(toggle).not.toHaveAccessibleDescription(LOGIN_MESSAGES.affiliateHint);
    await user.click(screen.getByRole('button', { name: ACCOUNT_COPY.submit }));
    expect(
      await screen.findByRole('heading', { name: `Welcome, ${sessions.partner.accountName}` }),
    ).toBeInTheDocument();
  });

  it('says nothing more for a wrong password or a customer', async () => {
    await logIn(partner.email, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGACY_MESSAGES.loginFailed);
    expect(screen.getByRole('alert')).not.toHaveTextContent(LOGIN_MESSAGES.affiliateHint);
    expect(customer.email).not.toBe(partner.email);
  });
});
