import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { Contestant } from '@tix/contract/model/contestant';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { MODELS_COPY, VOTE_COPY } from '../messages.ts';

// The spec lists no vote count for MODELS, MODELDETAILS or a vote (issue 40): a model whose count
// the service did not send shows Not available, never 0 votes.

const naledi: Contestant = {
  id: '301',
  name: 'Naledi Khumalo',
  age: 21,
  gender: 'female',
  bio: null,
  photoUrl: null,
  createdDay: null,
  businessId: '201',
  eventId: '4',
  votes: null,
};

describe('a model whose vote count is unknown', () => {
  it('says Not available on the organiser’s list', async () => {
    server.use(
      answer(api.models.listModels, () => ({
        eventId: '4',
        eventName: 'Winter Fashion Show',
        organiserId: '201',
        models: [naledi],
        packages: [],
        pointsConfigured: false,
      })),
    );
    renderApp('/models?eventid=4', { session: sessions.organiser });
    expect(await screen.findByRole('heading', { level: 1, name: MODELS_COPY.title })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Naledi Khumalo/ });
    expect(within(row).getByText(NOT_AVAILABLE)).toBeInTheDocument();
  });

  it('says Not available on the public models page, not 0 votes', async () => {
    server.use(answer(api.models.listPublicModels, () => ({ models: [naledi] })));
    renderApp('/models?org_uid=201&e_uid=4');
    expect(await screen.findByText(MODELS_COPY.votes(null))).toBeInTheDocument();
    expect(MODELS_COPY.votes(null)).toContain(NOT_AVAILABLE);
    expect(screen.queryByText(MODELS_COPY.votes(0))).not.toBeInTheDocument();
  });

  it('says Not available as the total on the vote page', async () => {
    server.use(answer(api.models.getPublicModel, () => ({ model: naledi, packages: [] })));
    renderApp('/vote?model=Naledi&m_uid=301&org_uid=201');
    expect(
      await screen.findByRole('heading', { level: 1, name: VOTE_COPY.title('Naledi Khumalo') }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('vote-total')).toHaveTextContent(NOT_AVAILABLE);
  });
});
