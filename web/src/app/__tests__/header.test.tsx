import { screen, within } from '@testing-library/react';
import { TRUNCATION } from '@tix/contract/domain/truncation';
import { mockStandin } from '@tix/mocks/msw/node';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ACCOUNT_LABELS } from '../../lib/session.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sessions } from '../../test/seed.ts';
import { visibleText } from '../../test/visible-text.ts';

const { max } = TRUNCATION.headerAccountName;
/** The demo organiser's name fits the header; another organiser of the seed world's does not. */
const longName = mockStandin().data.businesses.find((b) => b.name.length > max)?.name ?? '';

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Account' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('shared header', () => {
  it('has the landmarks: banner, search, main', async () => {
    renderApp('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('offers guests Log In, Create Account, About, Pricing, Calculate and Affiliate Program', async () => {
    const { user } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menuLinks()).toEqual([
      ['Log In', '/login'],
      ['Create Account', '/registration'],
      ['About', '/about'],
      ['Pricing', '/fees'],
      ['Calculate', '/budget'],
      ['Affiliate Program', '/aboutsalesparnter'],
    ]);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows a logged-in organiser the account name cut at 20, the Organizer label and their menu', async () => {
    const session = { ...sessions.organiser, accountName: longName };
    const { user } = renderApp('/dashboard', { session });
    expect(longName.length).toBeGreaterThan(max);
    // The name is cut at 20 with '…' for the eye; the button's accessible name has it whole.
    const toggle = await screen.findByRole('button', { name: `${longName} ${ACCOUNT_LABELS.business}` });
    expect(visibleText(toggle)).toContain(`${longName.slice(0, max)}…`);
    expect(visibleText(toggle)).not.toContain(longName.slice(0, max + 1));
    await user.click(toggle);
    expect(menuLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Account', '/profile'],
      ['Change Password', '/changepassword'],
      ['Logout', '/logout'],
    ]);
  });

  it('labels customers Attendee and affiliates Affiliate', async () => {
    renderApp('/customerdashboard', { session: sessions.customer });
    const { accountName } = sessions.customer;
    expect(
      await screen.findByRole('button', { name: `${accountName} ${ACCOUNT_LABELS.customer}` }),
    ).toBeInTheDocument();
  });

  it('labels affiliates Affiliate', async () => {
    renderApp('/in', { session: sessions.partner });
    const { accountName } = sessions.partner;
    expect(
      await screen.findByRole('button', { name: `${accountName} ${ACCOUNT_LABELS.partner}` }),
    ).toBeInTheDocument();
  });

  it('has a mobile drawer with the spec’s items first, then the rest of the role’s menu, log out last', async () => {
    // A phone's width: the drawer loads only there.
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    onTestFinished(() => matchMedia.mockRestore());
    const { user } = renderApp('/dashboard', { session: sessions.organiser });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Events', '/myevents'],
      ['My Account', '/profile'],
      ['Send feedback', '/feedback'],
      // On a phone the drawer is the only menu: the organiser's other pages follow.
      ['Campaigns', '/campaigns'],
      ['Customers', '/customers'],
      ['Marketing', '/do-marketing'],
      ['Transactions', '/transactions-view'],
      ['Log out', '/logout'],
    ]);
  });
});
