import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { organiserCustomers } from '../../../test/seed-campaigns.ts';
import { CUSTOMERS_COPY as COPY } from '../messages.ts';

const organiser = { session: sessions.organiser };
const table = () => screen.findByRole('table', { name: COPY.title });

describe('/customers', () => {
  it('lists every buyer of the organiser’s events under the title CUSTOMERS', async () => {
    const all = await organiserCustomers();
    renderApp('/customers', organiser);
    expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    expect(all.length).toBeGreaterThan(1);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(all.length);
    const first = all[0];
    if (!first) throw new Error('the demo organiser has no customers');
    const row = within(await table())
      .getByRole('link', { name: first.fullName })
      .closest('tr');
    expect(row).toHaveTextContent(first.email ?? '');
    expect(row).toHaveTextContent(first.phone ?? '');
  });

  it('narrows the list as the organiser types, and says No data found when nothing matches', async () => {
    const all = await organiserCustomers();
    const first = all[0];
    if (!first) throw new Error('the demo organiser has no customers');
    const { user } = renderApp('/customers', organiser);
    await table();
    const search = screen.getByRole('searchbox', { name: COPY.searchLabel });
    await user.type(search, first.fullName);
    const expected = await organiserCustomers(first.fullName);
    expect(expected.length).toBeLessThan(all.length);
    await waitFor(async () =>
      expect(
        within(await table())
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(expected.length),
    );
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent(first.fullName);

    await user.clear(search);
    await user.type(search, 'zzz nobody by this name');
    expect(await screen.findByText(COPY.empty)).toBeInTheDocument();
  });

  it('says No data found for an organiser without customers', async () => {
    server.use(answer(api.customers.listCustomers, () => []));
    renderApp('/customers', organiser);
    expect(await screen.findByText(COPY.empty)).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    const all = await organiserCustomers();
    let calls = 0;
    server.use(
      answer(api.customers.listCustomers, () => {
        calls += 1;
        return calls === 1 ? problem(503, 'Unavailable', 'The service is unavailable.') : all;
      }),
    );
    const { user } = renderApp('/customers', organiser);
    expect(await screen.findByText('The service is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.retry }));
    expect(await table()).toBeInTheDocument();
  });

  it('opens a customer’s read-only profile, with a way back to the list', async () => {
    const [first] = await organiserCustomers();
    if (!first) throw new Error('the demo organiser has no customers');
    const { user } = renderApp('/customers', organiser);
    await user.click(within(await table()).getByRole('link', { name: first.fullName }));
    expect(await screen.findByRole('heading', { level: 1, name: COPY.profileTitle })).toBeInTheDocument();
    expect(screen.getByText(first.fullName)).toBeInTheDocument();
    expect(screen.getByText(first.email ?? '')).toBeInTheDocument();
    expect(screen.getByText(first.phone ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `← ${COPY.back}` }));
    expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
  });

  it('sends an organiser who opens a profile directly back to the list', async () => {
    renderApp('/customerprofile', organiser);
    expect(await screen.findByText(COPY.noProfile, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toList })).toHaveAttribute('href', '/customers');
  });
});
