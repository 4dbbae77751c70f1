import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoad, referrerReturnPath, safeReturnPath } from '../../../lib/return-to.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DEMO_PASSWORD, demoLogins, SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { ACCOUNT_COPY } from '../messages.ts';

// Logging in returns the user to where they were (issue 17, item 2). The return is a full page
// load (every answer read again as the new viewer); jsdom does not load pages, so these tests
// watch the load, and e2e/tests/buyer-polish.spec.ts follows it in Chromium.

const { customer } = demoLogins;
const watchLoads = () => vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1, name: ACCOUNT_COPY.loginHeading });
  await user.type(screen.getByLabelText(ACCOUNT_COPY.emailOrPhone), customer.email);
  await user.type(screen.getByLabelText(ACCOUNT_COPY.password), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: ACCOUNT_COPY.submit }));
}

afterEach(() => vi.restoreAllMocks());

describe('login returns to where the user was', () => {
  it('from an event page’s Log in link, back to the event', async () => {
    const loads = watchLoads();
    const eventId = SEED_EVENTS.soldOutTier;
    const { user } = renderApp(`/event/${eventId}/tickets`);
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await logIn(user);
    await waitFor(() => expect(loads).toHaveBeenCalledWith(`/event/${eventId}/tickets`));
  });

  it('from a screen that needs an account, back to that screen with its query', async () => {
    const loads = watchLoads();
    const { user } = renderApp('/tickets?search=jazz');
    await logIn(user);
    await waitFor(() => expect(loads).toHaveBeenCalledWith('/tickets?search=jazz'));
  });

  it('without a place to return to, to the account’s home as before', async () => {
    const loads = watchLoads();
    const { user } = renderApp('/login');
    await logIn(user);
    expect(
      await screen.findByRole('heading', { name: `Welcome, ${sessions.customer.accountName}` }),
    ).toBeInTheDocument();
    expect(loads).not.toHaveBeenCalled();
  });

  it('goes only to this site’s pages, never back to the account pages', () => {
    expect(safeReturnPath({ from: '/event/7/tickets?x=1' })).toBe('/event/7/tickets?x=1');
    expect(safeReturnPath({ from: 'https://evil.example/' })).toBeNull();
    expect(safeReturnPath({ from: '//evil.example/' })).toBeNull();
    expect(safeReturnPath({ from: '/login' })).toBeNull();
    expect(safeReturnPath({ from: '/logout?x' })).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath({ from: 42 })).toBeNull();
  });

  it('after a full page load to /login, goes back to the page of this site the visitor came from', () => {
    const referrer = (value: string) =>
      Object.defineProperty(document, 'referrer', { value, configurable: true });
    try {
      referrer(`${window.location.origin}/event/7/tickets?x=1`);
      expect(referrerReturnPath()).toBe('/event/7/tickets?x=1');
      referrer(`${window.location.origin}/registration`);
      expect(referrerReturnPath()).toBeNull();
      referrer('https://evil.example/event/7/tickets');
      expect(referrerReturnPath()).toBeNull();
      referrer('');
      expect(referrerReturnPath()).toBeNull();
    } finally {
      referrer('');
    }
  });
});
