import type { BffClient, Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// The organiser's side: dashboard counters, the event list and the customers, as the demo
// organiser and as a second organiser. Logins are spelled in capitals: a login identical to
// another journey's would replay that journey's session.

export const ORGANISER_AS = 'org-journey';
export const OTHER_ORGANISER_AS = 'org-journey-other';
export const ORGANISER_LOGIN = 'ORGANISER@DEMO.CO.ZA';
export const OTHER_ORGANISER_LOGIN = 'BOOKINGS@KAROOSOUND.EXAMPLE.CO.ZA';

type Customer = { firstName: string | null; lastName: string | null };

const firstNamed = async (client: BffClient): Promise<string> => {
  const list = (await client.send({ method: 'GET', path: '/api/organiser/customers', as: ORGANISER_AS }))
    .json as Customer[];
  const someone = list.find((c) => c.firstName && c.lastName);
  return someone ? `${someone.firstName} ${someone.lastName}` : 'nobody';
};

export const organiserJourney: Journey = async (client, log) => {
  const reads: Call[] = [
    login(ORGANISER_AS, ORGANISER_LOGIN),
    { method: 'GET', path: '/api/organiser/counts', as: ORGANISER_AS },
    { method: 'GET', path: '/api/organiser/events', as: ORGANISER_AS },
  ];
  await sendAll(client, reads, log);
  const name = await firstNamed(client);
  await sendAll(
    client,
    [
      {
        method: 'GET',
        path: `/api/organiser/customers?${new URLSearchParams({ search: name })}`,
        as: ORGANISER_AS,
      },
      { method: 'GET', path: '/api/organiser/customers?search=nobody+by+this+name', as: ORGANISER_AS },
      login(OTHER_ORGANISER_AS, OTHER_ORGANISER_LOGIN),
      { method: 'GET', path: '/api/organiser/events', as: OTHER_ORGANISER_AS },
      { method: 'GET', path: '/api/organiser/customers', as: OTHER_ORGANISER_AS },
    ],
    log,
  );
};
