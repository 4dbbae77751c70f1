import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { EMPTY_STATE_NEXT } from '../../../ui/empty-state.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

describe('transactions: empty', () => {
  it("keeps the spec's words and offers to browse events", async () => {
    server.use(answer(api.tickets.listTransactions, () => []));
    renderApp('/transactions', { session: sessions.customer });
    expect(await screen.findByText(COPY.empty)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: EMPTY_STATE_NEXT })).toHaveAttribute('href', '/');
  });
});
