import { act, screen } from '@testing-library/react';
import { FEEDBACK_MESSAGES } from '@tix/contract/forms/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { FEEDBACK_COPY as C, CONTEXT_LABELS } from '../messages.ts';

afterEach(() => vi.useRealTimers());

describe('feedback', () => {
  it('sends guests to /login', async () => {
    renderApp('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });

  it('counts topics out of 7, sends only with text, thanks for 5 seconds', async () => {
    const { user } = renderApp('/feedback', { session: sessions.customer });
    await screen.findByRole('heading', { level: 1, name: C.heading });
    expect(screen.getByRole('link', { name: C.back })).toHaveAttribute('href', '/customerdashboard');
    const send = screen.getByRole('button', { name: C.submit });
    expect(send).toBeDisabled();
    expect(screen.getByText('0/7')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Broken link'));
    expect(screen.getByText('1/7')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(C.context), CONTEXT_LABELS['scanner app']);
    await user.type(screen.getByLabelText(C.feedback), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(C.feedback), 'The link to my tickets is broken');
    expect(send).toBeEnabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(FEEDBACK_MESSAGES.success);
    expect(screen.getByText('0/7')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText(FEEDBACK_MESSAGES.success)).toBeNull();
  });

  it('has no back link for organisers', async () => {
    renderApp('/feedback', { session: sessions.organiser });
    await screen.findByRole('heading', { level: 1, name: C.heading });
    expect(screen.queryByRole('link', { name: C.back })).toBeNull();
  });
});
