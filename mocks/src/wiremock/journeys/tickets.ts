import type { BffClient, Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// The customer's tickets, refunds, bank details and transactions. Requests that change state are
// sent once and never repeated with another answer expected (the recording is not scenario based):
// refusals (bank details missing, refunds off, wrong password) and one resend. Logins are by phone:
// a login identical to another journey's would replay that journey's session.

const AS = 'tickets-customer';
const BANK = {
  bank: 'Capitec',
  customBankName: '',
  branchCode: '470010',
  accountHolder: 'Thandi Dlamini',
  accountNumber: '1234567890',
  accountType: 'savings',
};
type Ticket = { id: string; eventId: string };
type Tx = { id: string; status: string; resentAt: string | null };

const firstTicket = async (client: BffClient, search: string): Promise<Ticket | undefined> =>
  ((await client.send({ method: 'GET', path: `/api/tickets?search=${search}`, as: AS })).json as Ticket[])[0];

export const ticketsJourney: Journey = async (client, log) => {
  await sendAll(client, [login(AS, '0710000001'), { method: 'GET', path: '/api/tickets', as: AS }], log);
  const jozi = await firstTicket(client, 'jozi');
  const gala = await firstTicket(client, 'rustenburg');
  const ask = { reason: 'cant_attend', comments: '', acknowledged: true };
  const calls: Call[] = [
    { method: 'GET', path: '/api/tickets?search=sunset', as: AS },
    { method: 'GET', path: '/api/tickets/event/1', as: AS },
    { method: 'GET', path: `/api/tickets/event/1/${jozi?.id}`, as: AS },
    { method: 'GET', path: `/api/refunds/1/${jozi?.id}`, as: AS },
    { method: 'POST', path: `/api/refunds/1/${jozi?.id}`, body: ask, as: AS },
    { method: 'DELETE', path: `/api/refunds/1/${jozi?.id}`, as: AS },
    { method: 'GET', path: `/api/tickets/event/22/${gala?.id}`, as: AS },
    { method: 'POST', path: `/api/refunds/22/${gala?.id}`, body: ask, as: AS },
    { method: 'GET', path: '/api/bank-details', as: AS },
    {
      method: 'PUT',
      path: '/api/bank-details',
      body: {
        details: BANK,
        password: 'not-the-password',
      },
      as: AS,
    },
    { method: 'GET', path: '/api/transactions', as: AS },
  ];
  await sendAll(client, calls, log);
  const view = (await client.send({ method: 'GET', path: '/api/transactions/event/1', as: AS })).json as {
    transactions: Tx[];
  };
  const fresh = view.transactions.find((t) => t.status === 'complete' && t.resentAt === null);
  // Last for this user: saving changes what RETRIEVEBANKDETAILS answers, which is not asked again.
  await sendAll(
    client,
    [
      { method: 'POST', path: `/api/transactions/${fresh?.id}/resend`, as: AS },
      { method: 'PUT', path: '/api/bank-details', body: { details: BANK, password: 'Demo1234!' }, as: AS },
      // With bank details on file the refund is requested, then cancelled: the ticket is valid
      // again afterwards, so a replayed /ticket-refund still offers the request.
      { method: 'POST', path: `/api/refunds/1/${jozi?.id}`, body: ask, as: AS },
      { method: 'DELETE', path: `/api/refunds/1/${jozi?.id}`, as: AS },
      { method: 'GET', path: `/api/refunds/1/${jozi?.id}`, as: AS },
    ],
    log,
  );
  await sendAll(
    client,
    [
      login('tickets-organiser', '0710000002'),
      { method: 'GET', path: '/api/transactions/event/1', as: 'tickets-organiser' },
    ],
    log,
  );
};
