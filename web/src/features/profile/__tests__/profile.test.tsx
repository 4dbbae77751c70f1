import { screen, waitFor, within } from '@testing-library/react';
import { CHANGE_PASSWORD_MESSAGES, EDIT_PROFILE_MESSAGES } from '@tix/contract/forms/index';
import type { Profile } from '@tix/contract/model/profile';
import { DEMO_PASSWORD } from '@tix/mocks/legacy/demo-logins';
import { lastMockCode } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer, sessions } from '../../../test/seed.ts';
import { PROFILE_COPY as C, CHANGE_PASSWORD_COPY, DELETION_COPY, EDIT_COPY } from '../messages.ts';

/** A demo account's details as GET /api/profile answers them. */
const profileOf = (role: 'customer' | 'organiser') => bffAnswer<Profile>('/api/profile', sessions[role]);

describe('profile', () => {
  it('sends guests to /login', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });

  it("shows a customer's details, without socials, address or (none yet) bank details", async () => {
    const customer = await profileOf('customer');
    renderApp('/profile', { session: sessions.customer });
    await screen.findByRole('heading', { level: 1, name: C.heading });
    const details = screen.getByRole('region', { name: C.details });
    expect(within(details).getByText(customer.name)).toBeInTheDocument();
    expect(screen.getByText(C.noBank)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: C.socials })).toBeNull();
    expect(screen.queryByText(C.address)).toBeNull();
    expect(screen.getByRole('link', { name: C.edit })).toHaveAttribute('href', '/editprofile');
    expect(screen.getByRole('link', { name: C.bankLink })).toHaveAttribute('href', '/b-details');
    expect(screen.getByRole('link', { name: C.changePassword })).toHaveAttribute('href', '/changepassword');
    const policies = screen.getByRole('navigation', { name: C.policies });
    expect(within(policies).getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it("shows an organiser's social handles, address and masked bank number", async () => {
    const { socials, address, bank } = await profileOf('organiser');
    renderApp('/profile', { session: sessions.organiser });
    await screen.findByRole('heading', { level: 1, name: C.heading });
    expect(screen.getByRole('heading', { name: C.socials })).toBeInTheDocument();
    expect(screen.getByText(socials.instagram ?? '')).toBeInTheDocument();
    expect(screen.getByText(address ?? '')).toBeInTheDocument();
    expect(screen.getByText(bank?.maskedAccountNumber ?? '')).toHaveTextContent(/^\*+\d{4}$/);
    expect(screen.getByRole('link', { name: C.deleteAccount })).toHaveAttribute('href', '/acc_del');
  });

  it("edits the profile: 'All fields are required', then the server's message", async () => {
    const customer = await profileOf('customer');
    const { user } = renderApp('/editprofile', { session: sessions.customer });
    const name = await screen.findByLabelText(C.name);
    expect(name).toHaveValue(customer.name);
    expect(screen.queryByLabelText('Instagram')).toBeNull();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: EDIT_COPY.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EDIT_PROFILE_MESSAGES.allFieldsRequired);
    await user.type(name, `${customer.name} Jr`);
    await user.click(screen.getByRole('button', { name: EDIT_COPY.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been updated');
  });

  it('changes the password with the messages in the spec order', async () => {
    const { user } = renderApp('/changepassword', { session: sessions.partner });
    const C2 = CHANGE_PASSWORD_COPY;
    await user.type(await screen.findByLabelText(C2.next), 'short');
    await user.click(screen.getByRole('button', { name: C2.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_PASSWORD_MESSAGES.newPasswordTooShort);
    await user.type(screen.getByLabelText(C2.next), 'erPass1');
    await user.type(screen.getByLabelText(C2.confirm), 'shorterPass1');
    await user.click(screen.getByRole('button', { name: C2.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CHANGE_PASSWORD_MESSAGES.currentPasswordRequired,
    );
    await user.type(screen.getByLabelText(C2.current), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: C2.submit }));
    // The status region is there (empty) while the change is on its way.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been updated'),
    );
  });
});

describe('account deletion', () => {
  it('sends customers to their dashboard', async () => {
    renderApp('/acc_del', { session: sessions.customer });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
  });

  it("shows the server's message on a refusal, then deletes with the code", async () => {
    const { email } = await profileOf('organiser');
    if (!email) throw new Error('the demo organiser has no email');
    const { user } = renderApp('/acc_del', { session: sessions.organiser });
    await user.type(await screen.findByLabelText(DELETION_COPY.email), email);
    await user.type(screen.getByLabelText(DELETION_COPY.password), 'wrong');
    await user.type(screen.getByLabelText(DELETION_COPY.reason), 'Closing down');
    await user.click(screen.getByRole('button', { name: DELETION_COPY.request }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password you entered is incorrect',
    );
    await user.clear(screen.getByLabelText(DELETION_COPY.password));
    await user.type(screen.getByLabelText(DELETION_COPY.password), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: DELETION_COPY.request }));
    await user.type(await screen.findByLabelText(DELETION_COPY.code), lastMockCode());
    await user.click(screen.getByRole('button', { name: DELETION_COPY.confirm }));
    expect(await screen.findByRole('heading', { level: 1, name: DELETION_COPY.done })).toBeInTheDocument();
    expect(screen.getByText('Your account has been deleted')).toBeInTheDocument();
  });
});
