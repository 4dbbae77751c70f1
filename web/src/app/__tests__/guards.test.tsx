import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../../lib/session.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sessions } from '../../test/seed.ts';

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Log In' });

describe('guards', () => {
  it.each(['/customerdashboard', '/dashboard', '/in'])('send guests from %s to /login', async (path) => {
    renderApp(path);
    expect(await loginHeading()).toBeInTheDocument();
  });

  it('let an account into its own area, with its menu', async () => {
    renderApp('/dashboard', { session: sessions.organiser });
    const { accountName } = sessions.organiser;
    expect(await screen.findByRole('heading', { name: `Welcome, ${accountName}` })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.business} menu` });
    expect(within(menu).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/campaigns');
  });

  it("send an account from another role's area to its own", async () => {
    renderApp('/dashboard', { session: sessions.customer });
    const { accountName } = sessions.customer;
    expect(await screen.findByRole('heading', { name: `Welcome, ${accountName}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.customer} menu` })).toBeInTheDocument();
  });
});
