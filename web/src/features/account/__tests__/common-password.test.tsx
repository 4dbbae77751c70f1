import { screen } from '@testing-library/react';
import { REGISTRATION_MESSAGES } from '@tix/contract/forms/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { REGISTRATION_COPY as R, VERIFICATION_COPY as V } from '../messages.ts';

// Issue 17, item 11: 'password' is refused, after the spec's own messages.

describe('registration with a common password', () => {
  it("refuses 'password' once the spec's checks pass, then accepts a better one", async () => {
    const { user } = renderApp('/customer-registration');
    await screen.findByRole('heading', { level: 1, name: R.customerHeading });
    const values = {
      [R.firstName]: 'Sipho',
      [R.surname]: 'Ndlovu',
      [R.email]: 'sipho.common@example.co.za',
      [R.phone]: '0720000101',
      [R.password]: 'password',
      [R.confirmPassword]: 'passwor',
    };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: R.submit }));
    // The spec's mismatch message comes first.
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.passwordsMismatch);
    await user.type(screen.getByLabelText(R.confirmPassword), 'd');
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText(R.password)).toHaveFocus();

    await user.clear(screen.getByLabelText(R.password));
    await user.type(screen.getByLabelText(R.password), 'Kasi-Jazz-2026');
    await user.clear(screen.getByLabelText(R.confirmPassword));
    await user.type(screen.getByLabelText(R.confirmPassword), 'Kasi-Jazz-2026');
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: V.heading })).toBeInTheDocument();
  });
});
