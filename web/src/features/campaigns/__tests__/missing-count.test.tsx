import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { campaignList } from '../../../test/seed-campaigns.ts';
import { PART_UNAVAILABLE_COPY as NOTE } from '../../../ui/part-unavailable.tsx';
import { CAMPAIGNS_COPY as COPY } from '../messages.ts';

// A page survives a missing part (issue 40): when the service gives no selected count
// (GETSELECTCAMPAIGNS), /campaigns lists the campaigns with a note and a retry in the count's place.

const organiser = { session: sessions.organiser };

describe('/campaigns without the selected count', () => {
  it('lists the campaigns, and shows the count once a retry reads it', async () => {
    const { campaigns } = await campaignList();
    const ticked = campaigns.filter((c) => c.selected).length;
    let calls = 0;
    server.use(
      answer(api.campaigns.listCampaigns, () => {
        calls += 1;
        return calls > 1
          ? { campaigns, selectedCount: ticked }
          : { campaigns, unavailable: ['selectedCount' as const] };
      }),
    );
    const { user } = renderApp('/campaigns', organiser);
    const table = await screen.findByRole('table', { name: COPY.title });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(campaigns.length);
    const missing = (await screen.findByText(NOTE.note(COPY.selectedPart))).closest('[role="status"]');
    if (!(missing instanceof HTMLElement)) throw new Error('no note');
    expect(screen.queryByText(COPY.selected(ticked))).not.toBeInTheDocument();

    await user.click(within(missing).getByRole('button', { name: NOTE.retry }));
    expect(await screen.findByText(COPY.selected(ticked))).toBeInTheDocument();
    expect(screen.queryByText(NOTE.note(COPY.selectedPart))).not.toBeInTheDocument();
  });
});
