import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { Ranking } from '@tix/contract/model/ranking';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer } from '../../../test/seed.ts';
import { NO_DATA } from '../../../ui/copy.ts';
import { RANKING_COPY } from '../messages.ts';

describe('ranking screens', () => {
  it('/national: ranked events with place, poster, province and tickets sold', async () => {
    renderApp('/national');
    await screen.findByRole('heading', { level: 1, name: RANKING_COPY.headings.national });
    // The first of the national ranking as the BFF answers it over the seed world.
    const national = await bffAnswer<Ranking[]>('/api/rankings/national');
    const first = national[0];
    const card = (await screen.findByRole('heading', { level: 2, name: first?.eventName ?? '' })).closest(
      'li',
    );
    expect(card).toHaveTextContent(RANKING_COPY.rank(1));
    expect(card).toHaveTextContent(RANKING_COPY.sold(first?.quantity ?? 0));
    expect(card).toHaveTextContent(first?.province ?? '');
  });

  it('/provincial and /regional: provinces and regions with event counts', async () => {
    const { user } = renderApp('/provincial');
    expect(await screen.findByRole('heading', { level: 2, name: 'gauteng' })).toBeInTheDocument();
    expect(screen.getByText(RANKING_COPY.events(4))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: RANKING_COPY.headings.regional }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Johannesburg' })).toBeInTheDocument();
  });

  it("says 'No data found' when a ranking is empty", async () => {
    server.use(answer(api.browse.listRankings, () => []));
    renderApp('/regional');
    expect(await screen.findByText(NO_DATA)).toBeInTheDocument();
  });
});
