import { act, screen } from '@testing-library/react';
import { loginBody } from '@tix/contract/api/session';
import { LEGACY_MESSAGES } from '@tix/mocks/flows/legacy-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DEMO_PASSWORD, demoLogins, sessions } from '../../../test/seed.ts';
import { ACCOUNT_COPY } from '../messages.ts';

// The validation copy lives once, in the contract's login schema.
const firstIssue = (input: { emailOrPhone: string; password: string }) =>
  loginBody.safeParse(input).error?.issues[0]?.message ?? '';
const EMAIL_REQUIRED = firstIssue({ emailOrPhone: '', password: '' });
const PASSWORD_REQUIRED = firstIssue({ emailOrPhone: 'someone', password: '' });

const { customer, organiser, partner } = demoLogins;
const welcome = (role: keyof typeof demoLogins) =>
  screen.findByRole('heading', { name: `Welcome, ${sessions[role].accountName}` });

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: ACCOUNT_COPY.loginHeading });
  const fill = async (who: string, password: string, partner = false) => {
    if (who) await view.user.type(screen.getByLabelText(ACCOUNT_COPY.emailOrPhone), who);
    if (password) await view.user.type(screen.getByLabelText(ACCOUNT_COPY.password), password);
    if (partner) await view.user.click(screen.getByRole('switch', { name: ACCOUNT_COPY.partnerToggle }));
    await view.user.click(screen.getByRole('button', { name: ACCOUNT_COPY.submit }));
  };
  return { ...view, fill };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login page', () => {
  it('has its links: forgot password, About Affiliation, Create new Account', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: ACCOUNT_COPY.aboutAffiliation })).toHaveAttribute(
      'href',
      '/aboutsalesparnter',
    );
    expect(screen.getByRole('link', { name: ACCOUNT_COPY.createAccount })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(screen.getByRole('link', { name: ACCOUNT_COPY.forgotPassword })).toBeInTheDocument();
  });

  it('asks for the email or phone first', async () => {
    const { fill } = await openLogin();
    await fill('', 'secret');
    expect(EMAIL_REQUIRED).toBe('Email or phone required');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_REQUIRED);
    expect(screen.getByLabelText(ACCOUNT_COPY.emailOrPhone)).toHaveFocus();
    expect(screen.getByLabelText(ACCOUNT_COPY.emailOrPhone)).toHaveAttribute('aria-invalid', 'true');
  });

  it('then for the password', async () => {
    const { fill } = await openLogin();
    await fill(customer.email, '');
    expect(PASSWORD_REQUIRED).toBe('Password is required');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_REQUIRED);
    expect(screen.getByLabelText(ACCOUNT_COPY.password)).toHaveFocus();
  });

  it('hides the banner after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fill } = await openLogin();
    await fill('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_REQUIRED);
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the login fails", async () => {
    const { fill } = await openLogin();
    await fill(customer.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGACY_MESSAGES.loginFailed);
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_COPY.loginHeading })).toBeInTheDocument();
  });

  it('sends a customer to /customerdashboard', async () => {
    const { fill } = await openLogin();
    await fill(customer.email, DEMO_PASSWORD);
    expect(await welcome('customer')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.customer} menu` })).toBeInTheDocument();
  });

  it('sends an organiser to /dashboard', async () => {
    const { fill } = await openLogin();
    await fill(organiser.email, DEMO_PASSWORD);
    expect(await welcome('organiser')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.business} menu` })).toBeInTheDocument();
  });

  it('sends an affiliate, logging in with the partner toggle, to /in', async () => {
    const { fill } = await openLogin();
    await fill(partner.email, DEMO_PASSWORD, true);
    expect(await welcome('partner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.partner} menu` })).toBeInTheDocument();
  });

  it('sends someone already logged in to their dashboard', async () => {
    renderApp('/login', { session: sessions.customer });
    expect(await welcome('customer')).toBeInTheDocument();
  });
});
