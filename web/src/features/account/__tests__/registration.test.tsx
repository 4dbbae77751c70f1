import { screen, within } from '@testing-library/react';
import {
  PARTNER_SIGN_UP_MESSAGES,
  REGISTRATION_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@tix/contract/forms/index';
import { LEGACY_MESSAGES } from '@tix/mocks/flows/legacy-messages';
import { lastMockCode } from '@tix/mocks/msw/index';
import { afterEach, describe, expect, it } from 'vitest';
import { AFFILIATE_ID_KEY } from '../../../lib/affiliate-invite.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { REGISTRATION_COPY as R, VERIFICATION_COPY as V } from '../messages.ts';

afterEach(() => localStorage.clear());

async function fillCustomer(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: R.submit }));
}

describe('registration', () => {
  it('offers the three kinds of account', async () => {
    renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: R.chooseHeading });
    // The page's own choices (the footer links to the affiliate programme too).
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: new RegExp(R.customerChoice) })).toHaveAttribute(
      'href',
      '/customer-registration',
    );
    expect(main.getByRole('link', { name: new RegExp(R.organiserChoice) })).toHaveAttribute(
      'href',
      '/organiser-registration',
    );
    expect(main.getByRole('link', { name: new RegExp(R.affiliateChoice) })).toHaveAttribute(
      'href',
      '/affiliate-registration',
    );
  });

  it('checks the customer form in the spec order, then verifies the emailed code and logs in', async () => {
    localStorage.setItem(AFFILIATE_ID_KEY, 'LERATO301X');
    const { user } = renderApp('/customer-registration');
    await screen.findByRole('heading', { level: 1, name: R.customerHeading });
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.bothNamesRequired);
    expect(screen.getByLabelText(R.firstName)).toHaveFocus();

    await fillCustomer(user, { [R.firstName]: 'Sipho', [R.surname]: 'Ndlovu', [R.email]: 'sipho@example' });
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.emailInvalid);
    await user.type(screen.getByLabelText(R.email), '.co.za');
    await fillCustomer(user, {
      [R.phone]: '0720000100',
      [R.password]: 'Secret123',
      [R.confirmPassword]: 'Secret12',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.passwordsMismatch);
    await fillCustomer(user, { [R.confirmPassword]: '3' });

    await screen.findByRole('heading', { level: 1, name: V.heading });
    expect(screen.getByText(V.sentTo('sipho@example.co.za'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: V.resendIn(30) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.codeRequired);
    await user.type(screen.getByLabelText(V.code), '000000');
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGACY_MESSAGES.wrongVerificationCode);
    await user.clear(screen.getByLabelText(V.code));
    await user.type(screen.getByLabelText(V.code), lastMockCode());
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Sipho Ndlovu' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(AFFILIATE_ID_KEY)).toBeNull();
  });

  it('sends /verification without a pending registration back to /registration', async () => {
    renderApp('/verification');
    expect(await screen.findByRole('heading', { level: 1, name: R.chooseHeading })).toBeInTheDocument();
  });

  it("asks partners for a social handle with the spec's message", async () => {
    const { user } = renderApp('/partner');
    await screen.findByRole('heading', { level: 1, name: R.partnerHeading });
    await user.click(screen.getByLabelText(R.partnerTypes.organisation));
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PARTNER_SIGN_UP_MESSAGES.organisationNameRequired,
    );
    await fillCustomer(user, {
      [R.organisationName]: 'Jozi Beats',
      [R.email]: 'jozi@example.co.za',
      [R.phone]: '0720000200',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PARTNER_SIGN_UP_MESSAGES.socialRequired);
  });
});
