import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { MODEL_MESSAGES, POINTS_MESSAGES } from '@tix/contract/forms/models';
import { MODELS_TEXT } from '@tix/mocks/legacy/handlers/models';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it, vi } from 'vitest';
import { postToProvider } from '../../../lib/provider.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { EVENT_SCREEN_COPY } from '../../../ui/event-screen.tsx';
import { ADD_MODEL_COPY, MODELS_COPY, POINTS_COPY, PROFILE_COPY, VOTE_COPY } from '../messages.ts';

vi.mock('../../../lib/provider.ts', () => ({ postToProvider: vi.fn() }));

// The models screens over MSW (the seed world's models of event 4: Naledi Khumalo, Sipho Ndlovu).

const organiser = { session: sessions.organiser };
const title = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/models for the organiser', () => {
  it('lists the event’s models with Adjust points ticked and the public page’s address', async () => {
    renderApp('/models?eventid=4', organiser);
    await title(MODELS_COPY.title);
    expect(screen.getByText('Winter Fashion Show')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Naledi Khumalo' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: MODELS_COPY.adjustPoints })).toBeInTheDocument();
    expect(screen.getByText(MODELS_COPY.configured)).toBeInTheDocument();
    const url = screen.getByRole('textbox', { name: MODELS_COPY.publicUrl }) as HTMLInputElement;
    expect(url.value).toMatch(/\/models\?org_uid=201&e_uid=4$/);
  });

  it('says No data found with Add model, and Configure with a red mark, for an empty event', async () => {
    renderApp('/models?eventid=2', organiser);
    await title(MODELS_COPY.title);
    expect(screen.getByText(MODELS_COPY.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: MODELS_COPY.addModel })[0]).toHaveAttribute(
      'href',
      '/addmodels?eventid=2',
    );
    expect(screen.getByRole('button', { name: MODELS_COPY.configure })).toBeInTheDocument();
    expect(screen.getByText(MODELS_COPY.notConfigured)).toBeInTheDocument();
  });

  it('saves points in the modal: both are required, then Configure becomes Adjust points', async () => {
    const { user } = renderApp('/models?eventid=2', organiser);
    await title(MODELS_COPY.title);
    await user.click(screen.getByRole('button', { name: MODELS_COPY.configure }));
    const dialog = screen.getByRole('dialog', { name: POINTS_COPY.title });
    await user.selectOptions(within(dialog).getByLabelText(POINTS_COPY.amount), POINTS_COPY.free);
    await user.click(within(dialog).getByRole('button', { name: POINTS_COPY.save }));
    expect(await within(dialog).findByText(POINTS_MESSAGES.bothRequired)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(POINTS_COPY.points), '5');
    await user.click(within(dialog).getByRole('button', { name: POINTS_COPY.save }));
    expect(await within(dialog).findByText(POINTS_MESSAGES.saved)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: MODELS_COPY.adjustPoints })).toBeInTheDocument();
  });

  it('shows the reason and a retry when the list fails', async () => {
    server.use(answer(api.models.listModels, () => problem(503, 'Unavailable', 'The service is busy.')));
    renderApp('/models?eventid=4', organiser);
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EVENT_SCREEN_COPY.retry })).toBeInTheDocument();
  });
});

describe('/models for the public', () => {
  it('shows the models read-only, without Add model', async () => {
    renderApp('/models?org_uid=201&e_uid=4');
    await title(MODELS_COPY.publicTitle);
    expect(screen.getByRole('link', { name: /Sipho Ndlovu/ })).toHaveAttribute(
      'href',
      '/modelprofile?m_uid=302&org_uid=201&e_uid=4',
    );
    expect(screen.queryByRole('link', { name: MODELS_COPY.addModel })).not.toBeInTheDocument();
  });

  it('says No data found for a pair that names nothing', async () => {
    renderApp('/models?org_uid=202&e_uid=4');
    expect(await screen.findByText(MODELS_COPY.empty)).toBeInTheDocument();
  });
});

describe('/modelprofile', () => {
  it('offers Edit to the organiser who owns the model', async () => {
    renderApp('/modelprofile?m_uid=301', organiser);
    await title('Naledi Khumalo');
    expect(screen.getByRole('link', { name: PROFILE_COPY.edit })).toHaveAttribute(
      'href',
      '/addmodels?eventid=4&modelid=301',
    );
    expect(screen.queryByRole('link', { name: PROFILE_COPY.vote })).not.toBeInTheDocument();
  });

  it('offers Vote to a visitor, with the shareable vote address', async () => {
    renderApp('/modelprofile?m_uid=301');
    await title('Naledi Khumalo');
    expect(screen.getByRole('link', { name: PROFILE_COPY.vote })).toHaveAttribute(
      'href',
      '/vote?model=Naledi+Khumalo&m_uid=301&org_uid=201',
    );
    expect(screen.queryByRole('link', { name: PROFILE_COPY.edit })).not.toBeInTheDocument();
  });
});

describe('/vote', () => {
  it('counts a free vote once, then says why the second is refused', async () => {
    const { user } = renderApp('/vote?model=Naledi&m_uid=301&org_uid=201');
    await title(VOTE_COPY.title('Naledi Khumalo'));
    expect(screen.getByTestId('vote-total')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: VOTE_COPY.voteFree }));
    expect(await screen.findByText(MODELS_TEXT.voted)).toBeInTheDocument();
    expect(screen.getByTestId('vote-total')).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: VOTE_COPY.voteFree }));
    expect(await screen.findByText(MODELS_TEXT.alreadyVoted)).toBeInTheDocument();
  });

  it('sends a paid package to the card provider without counting it', async () => {
    const { user } = renderApp('/vote?model=Naledi&m_uid=301&org_uid=201');
    await title(VOTE_COPY.title('Naledi Khumalo'));
    await user.click(screen.getByRole('button', { name: VOTE_COPY.buy('R25.00') }));
    expect((await screen.findAllByText(VOTE_COPY.redirecting)).length).toBeGreaterThan(0);
    // The spinner says so while the payment starts; the form is posted once the BFF has answered.
    await waitFor(() =>
      expect(postToProvider).toHaveBeenCalledWith(
        // The BFF's provider address (the configured PayFast URL, absolute).
        expect.stringMatching(/\/__pay\/payfast$/),
        expect.objectContaining({ amount: '25.00' }),
      ),
    );
    expect(screen.getByTestId('vote-total')).toHaveTextContent('0');
  });

  it('says the points count on confirmation after a paid return, and nothing after a cancel', async () => {
    const paid = renderApp('/vote?model=Naledi&m_uid=301&org_uid=201&payment=paid');
    expect(await screen.findByText(VOTE_COPY.paid)).toBeInTheDocument();
    expect(screen.getByTestId('vote-total')).toHaveTextContent('0');
    paid.unmount();
    renderApp('/vote?model=Naledi&m_uid=301&org_uid=201&payment=cancelled');
    expect(await screen.findByText(VOTE_COPY.cancelled)).toBeInTheDocument();
  });

  it('says when the link names no model', async () => {
    renderApp('/vote?model=Nobody');
    expect(await screen.findByText(VOTE_COPY.noModel)).toBeInTheDocument();
  });
});

describe('/addmodels', () => {
  it('gives the spec’s messages in order and keeps what was typed', async () => {
    const { user } = renderApp('/addmodels?eventid=4', organiser);
    await title(ADD_MODEL_COPY.addTitle);
    const save = () => user.click(screen.getByRole('button', { name: ADD_MODEL_COPY.save }));
    await save();
    expect(await screen.findByText(MODEL_MESSAGES.pictureRequired)).toBeInTheDocument();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'a.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(screen.getByLabelText(ADD_MODEL_COPY.picture), png);
    await save();
    expect(await screen.findByText(MODEL_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(ADD_MODEL_COPY.name), 'Thandi');
    await save();
    expect(await screen.findByText(MODEL_MESSAGES.ageRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(ADD_MODEL_COPY.age), '17');
    await save();
    expect(await screen.findByText(MODEL_MESSAGES.ageInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(ADD_MODEL_COPY.age));
    await user.type(screen.getByLabelText(ADD_MODEL_COPY.age), '21');
    await save();
    expect(await screen.findByText(MODEL_MESSAGES.genderRequired)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(ADD_MODEL_COPY.gender), 'female');
    await save();
    expect(await screen.findByText(MODEL_MESSAGES.bioRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(ADD_MODEL_COPY.name)).toHaveValue('Thandi');
  });

  it('refuses a picture whose bytes are not a JPEG or PNG', async () => {
    const { user } = renderApp('/addmodels?eventid=4', organiser);
    await title(ADD_MODEL_COPY.addTitle);
    await user.upload(
      screen.getByLabelText(ADD_MODEL_COPY.picture),
      new File(['GIF89a not a png'], 'cat.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText(ADD_MODEL_COPY.name), 'Thandi');
    await user.type(screen.getByLabelText(ADD_MODEL_COPY.age), '21');
    await user.selectOptions(screen.getByLabelText(ADD_MODEL_COPY.gender), 'female');
    await user.type(screen.getByLabelText(ADD_MODEL_COPY.bio), 'Dancer');
    await user.click(screen.getByRole('button', { name: ADD_MODEL_COPY.save }));
    expect(await screen.findByText(MODEL_MESSAGES.pictureType)).toBeInTheDocument();
  });
});
