import { screen } from '@testing-library/react';
import { PASSWORD_RECOVERY_MESSAGES, SET_PASSWORD_MESSAGES } from '@tix/contract/forms/index';
import { lastMockCode } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ACCOUNT_COPY, RECOVERY_COPY as C } from '../messages.ts';

describe('password recovery', () => {
  it("is linked from the login page as 'Forgot password?'", async () => {
    renderApp('/login');
    const link = await screen.findByRole('link', { name: ACCOUNT_COPY.forgotPassword });
    expect(link).toHaveAttribute('href', '/password');
  });

  it('asks for the email or phone, then resets the password in two steps', async () => {
    const { user } = renderApp('/password');
    await screen.findByRole('heading', { level: 1, name: C.heading });
    await user.click(screen.getByRole('button', { name: C.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PASSWORD_RECOVERY_MESSAGES.emailOrPhoneRequired,
    );
    await user.type(screen.getByLabelText(C.emailOrPhone), 'customer@demo.co.za');
    await user.click(screen.getByRole('button', { name: C.submit }));

    await screen.findByRole('heading', { level: 1, name: C.setHeading });
    expect(
      screen.getByText('We sent a one-time code to the email address of your account'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: C.backToLogin })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText(C.code), '111111');
    await user.click(screen.getByRole('button', { name: C.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code you entered is incorrect');
    await user.clear(screen.getByLabelText(C.code));
    await user.type(screen.getByLabelText(C.code), lastMockCode());
    await user.click(screen.getByRole('button', { name: C.verify }));

    await user.type(await screen.findByLabelText(C.newPassword), 'NewPass123');
    await user.type(screen.getByLabelText(C.confirmPassword), 'NewPass12');
    await user.click(screen.getByRole('button', { name: C.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_MESSAGES.passwordsMismatch);
    await user.type(screen.getByLabelText(C.confirmPassword), '3');
    await user.click(screen.getByRole('button', { name: C.save }));
    expect(await screen.findByRole('heading', { level: 1, name: C.saved })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: C.logIn })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when no account matches", async () => {
    const { user } = renderApp('/password');
    await user.type(await screen.findByLabelText(C.emailOrPhone), 'nobody@example.co.za');
    await user.click(screen.getByRole('button', { name: C.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an account with that email or phone number',
    );
  });
});
