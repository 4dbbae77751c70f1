import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { BOOSTER_LOGIN_MESSAGES, SELL_MESSAGES } from '@tix/contract/forms/booster';
import { PROMOTER_MESSAGES } from '@tix/contract/forms/promoters';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { BOOSTER_COPY as B, PROMOTERS_COPY as P } from '../messages.ts';

const organiser = { session: sessions.organiser };
const booster = {
  session: { loggedIn: true, accountType: 'booster', accountId: '401', accountName: 'Sipho Ndlovu' } as const,
};

describe('the organiser’s promoters (/boosters)', () => {
  it('lists them with a tick when active and a cross otherwise, each to /editbooster', async () => {
    renderApp('/boosters', organiser);
    const table = await screen.findByRole('table', { name: P.title });
    const active = within(table).getByRole('link', { name: 'Sipho Ndlovu' }).closest('tr');
    expect(active).toHaveTextContent(P.active);
    expect(within(table).getByRole('link', { name: 'Mpho Sithole' }).closest('tr')).toHaveTextContent(
      P.inactive,
    );
    expect(within(table).getByRole('link', { name: 'Sipho Ndlovu' })).toHaveAttribute(
      'href',
      '/editbooster?promoterid=401',
    );
  });

  it('says No data found with the next step, and offers a retry when the list fails', async () => {
    server.use(answer(api.promoters.listPromoters, () => []));
    renderApp('/promoters-list', organiser);
    expect(await screen.findByText(P.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: P.add }).length).toBeGreaterThan(0);
    server.use(answer(api.promoters.listPromoters, () => problem(503, 'Unavailable', 'Try later')));
    renderApp('/boosters', organiser);
    expect(await screen.findByRole('button', { name: P.retry })).toBeInTheDocument();
  });

  it('adds one: the spec’s messages for bad input, then back to the list', async () => {
    const { user } = renderApp('/addbooster', organiser);
    await screen.findByRole('heading', { name: P.addTitle });
    expect(screen.getByLabelText(P.fields.credit)).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: P.update }));
    expect(await screen.findByText(PROMOTER_MESSAGES.allFieldsRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(P.fields.firstName), 'Thandi');
    await user.type(screen.getByLabelText(P.fields.surname), 'Khumalo');
    await user.type(screen.getByLabelText(P.fields.email), 'booster@demo.co.za');
    await user.type(screen.getByLabelText(P.fields.phone), '0731112222');
    await user.type(screen.getByLabelText(P.fields.password), 'Booster123');
    await user.type(screen.getByLabelText(P.fields.confirmPassword), 'Booster123');
    await user.click(screen.getByRole('button', { name: P.update }));
    expect(await screen.findByText(PROMOTER_MESSAGES.alreadyExists)).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText(P.fields.firstName)).toHaveValue('Thandi');
    await user.clear(screen.getByLabelText(P.fields.email));
    await user.type(screen.getByLabelText(P.fields.email), 'thandi@promoters.test');
    await user.click(screen.getByRole('button', { name: P.update }));
    expect(await screen.findByRole('link', { name: 'Thandi Khumalo' })).toBeInTheDocument();
  });

  it('edits under EDIT BOOSTER PROFILE, deactivates, and deletes only after a confirmation', async () => {
    const { user } = renderApp('/editbooster?promoterid=401', organiser);
    expect(await screen.findByRole('heading', { name: P.editTitle })).toBeInTheDocument();
    expect(await screen.findByLabelText(P.fields.firstName)).toHaveValue('Sipho');
    await user.click(screen.getByRole('button', { name: P.deactivate }));
    expect(await screen.findByRole('button', { name: P.activate })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: P.delete }));
    expect(await screen.findByText(P.confirmDelete('Sipho Ndlovu'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: P.confirmDeleteButton }));
    const table = await screen.findByRole('table', { name: P.title });
    expect(within(table).queryByRole('link', { name: 'Sipho Ndlovu' })).toBeNull();
  });
});

describe('the booster', () => {
  it('logs in under the organisation picked on /promoter', async () => {
    const { user } = renderApp('/promoter');
    await user.click(await screen.findByRole('link', { name: 'Demo Events Co' }));
    await user.click(await screen.findByRole('button', { name: B.login }));
    expect(await screen.findByText(BOOSTER_LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(B.email), 'booster@demo.co.za');
    await user.type(screen.getByLabelText(B.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: B.login }));
    expect(await screen.findByText(BOOSTER_LOGIN_MESSAGES.incorrect)).toBeInTheDocument();
  });

  it('sees its name in capitals, its credit in ZAR and the menu', async () => {
    renderApp('/Boosterdashboard', booster);
    expect(await screen.findByRole('heading', { name: 'SIPHO NDLOVU' })).toBeInTheDocument();
    expect(screen.getByText('ZAR 250.00')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: B.actions })).toHaveTextContent(B.menu.status);
  });

  it('has Sell tickets greyed when not active or low on credit', async () => {
    const account = {
      boosterId: '401',
      name: 'Sipho Ndlovu',
      email: null,
      phone: null,
      activation: 0,
      balanceCents: 25000,
      creditCents: 25000,
      businessName: 'Demo Events Co',
      sellBlock: 'inactive' as const,
    };
    server.use(answer(api.booster.getBoosterAccount, () => account));
    renderApp('/boosterdashboard', booster);
    expect(await screen.findByText(new RegExp(B.inactive))).toHaveAttribute('aria-disabled', 'true');
    server.use(
      answer(api.booster.getBoosterAccount, () => ({
        ...account,
        activation: 1,
        sellBlock: 'low-credit' as const,
      })),
    );
    renderApp('/accountstatus', booster);
    expect(await screen.findByText(B.accountActive)).toBeInTheDocument();
  });

  it('tells an inactive promoter up front on the sell form, before it types anything', async () => {
    server.use(
      answer(api.booster.getBoosterAccount, () => ({
        boosterId: '401',
        name: 'Sipho Ndlovu',
        email: null,
        phone: null,
        activation: 0,
        balanceCents: 25000,
        creditCents: 25000,
        businessName: 'Demo Events Co',
        sellBlock: 'inactive' as const,
      })),
    );
    renderApp('/customerpay?eventid=1&ticketid=5003', booster);
    expect(await screen.findByText(B.inactive)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: B.proceed })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(B.fullName)).not.toBeInTheDocument();
  });

  it('lists ACTIVE EVENTS with the not-active state, and sells at the door', async () => {
    const { user } = renderApp('/selltickets', booster);
    expect(await screen.findByRole('heading', { name: B.eventsTitle })).toBeInTheDocument();
    expect((await screen.findAllByText(B.eventNotActive)).length).toBeGreaterThan(0);
    renderApp('/customerpay?eventid=1&ticketid=5003', booster);
    await screen.findByRole('button', { name: B.proceed });
    await user.click(screen.getByRole('button', { name: B.fewer }));
    expect(await screen.findByText(SELL_MESSAGES.minimum)).toBeInTheDocument();
    await user.type(screen.getByLabelText(B.fullName), 'Walk Up');
    await user.type(screen.getByLabelText(B.phone), '0821112222');
    await user.type(screen.getByLabelText(B.buyerEmail), 'walk.up@buyers.test');
    await user.click(screen.getByRole('button', { name: B.proceed }));
    expect(await screen.findByText(new RegExp(SELL_MESSAGES.success))).toBeInTheDocument();
  });
});
