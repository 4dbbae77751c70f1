import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { PAGE_TITLES } from '../messages.ts';

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('information pages', () => {
  it('/fees gives the published terms in rand', async () => {
    renderApp('/fees');
    await title(PAGE_TITLES.fees);
    expect(screen.getByText('Event creation is free.')).toBeInTheDocument();
    expect(screen.getByText(/minimum campaign budget is R10\.00/)).toBeInTheDocument();
    expect(
      screen.getByText(/3\.5% service fee per ticket is deducted from the campaign budget only/),
    ).toBeInTheDocument();
    expect(screen.getByText('Self-print download costs R1.00 per ticket.')).toBeInTheDocument();
    expect(screen.getByText('Printing by the provider costs R3.50 per ticket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cost calculator' })).toHaveAttribute('href', '/budget');
  });

  it.each(['/fees', '/about', '/privacy'])('%s sends customers to their dashboard', async (path) => {
    renderApp(path, { session: sessions.customer });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
  });

  it('/refund-policy lists the fee tiers and the time limits', async () => {
    renderApp('/refund-policy');
    await title(PAGE_TITLES.refund);
    expect(screen.getByText('8+ days before the event: a flat fee of R10.00')).toBeInTheDocument();
    expect(screen.getByText('4-7 days before the event: a flat fee of R20.00')).toBeInTheDocument();
    expect(
      screen.getByText('1-3 days before the event: 25% of the ticket price plus R15.00'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('On the day of the event: refunds are not permitted (requests are declined)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Requests are reviewed within 5 business days.')).toBeInTheDocument();
    expect(screen.getByText('Approved refunds are paid within 7-10 working days.')).toBeInTheDocument();
  });

  it('/privacy-policy: five years, POPIA, no sale of data', async () => {
    renderApp('/privacy-policy');
    await title(PAGE_TITLES.privacyPolicy);
    expect(screen.getByText('We keep your data for up to 5 years.')).toBeInTheDocument();
    expect(screen.getByText(/POPIA/)).toBeInTheDocument();
    expect(screen.getByText('We never sell your data.')).toBeInTheDocument();
  });

  it('/terms-conditions: 18+ or parental consent, organisers at least 18', async () => {
    renderApp('/terms-conditions');
    await title(PAGE_TITLES.terms);
    expect(screen.getByText(/18 or older .* consent of a parent or guardian/)).toBeInTheDocument();
    expect(screen.getByText('Organisers must be at least 18 years old.')).toBeInTheDocument();
  });

  it('/ticketing-policy: one-time QR tickets, support within 48 hours', async () => {
    renderApp('/ticketing-policy');
    await title(PAGE_TITLES.ticketing);
    expect(screen.getByText('Each ticket carries a QR code and can be used once.')).toBeInTheDocument();
    expect(screen.getByText('Our support team replies within 48 hours.')).toBeInTheDocument();
  });

  it('/aboutsalesparnter signs partners up at /partner', async () => {
    renderApp('/aboutsalesparnter');
    await title(PAGE_TITLES.affiliate);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/partner');
    expect(screen.getByText(/up to 30%/)).toBeInTheDocument();
  });
});
