import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { ACCOUNT_COPY } from '../messages.ts';

describe('logout', () => {
  it('ends the session and shows the login page', async () => {
    renderApp('/logout', { session: sessions.customer });
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_COPY.loginHeading }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('from the account menu', async () => {
    const { user } = renderApp('/customerdashboard', { session: sessions.customer });
    const { accountName } = sessions.customer;
    await user.click(await screen.findByRole('button', { name: new RegExp(accountName) }));
    await user.click(screen.getByRole('link', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_COPY.loginHeading }),
    ).toBeInTheDocument();
  });

  it('has a logged-out page with a Home link', async () => {
    renderApp('/logged-out');
    expect(await screen.findByRole('heading', { name: ACCOUNT_COPY.loggedOut })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
