import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { EMPTY_STATE_NEXT } from '../../../ui/empty-state.tsx';
import { LIKES_COPY as C } from '../messages.ts';

describe('likes: empty', () => {
  it("keeps the spec's words and offers to browse events", async () => {
    server.use(answer(api.account.listLikes, () => []));
    renderApp('/likes', { session: sessions.customer });
    expect(await screen.findByText(C.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMPTY_STATE_NEXT })).toHaveAttribute('href', '/');
  });
});
