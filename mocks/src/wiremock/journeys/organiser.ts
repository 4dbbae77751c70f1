import type { BffClient, Call } from '../client.ts';
import { dayFromToday, type Journey, login, sendAll } from './define.ts';

// The organiser's side: dashboard counters, the event list and the customers, as the demo
// organiser and as a second organiser. Sessions replay by account; the last answer of each
// request is the one replayed.

export const ORGANISER_AS = 'org-journey';
export const OTHER_ORGANISER_AS = 'org-journey-other';
export const ORGANISER_LOGIN = 'organiser@demo.co.za';
/**
 * The same organiser in a second session, reading the events after the changes (the recording keeps
 * the last answer of each request, and sessions replay by account).
 */
export const ORGANISER_AFTER_AS = 'org-journey-after';
export const ORGANISER_AFTER_LOGIN = 'organiser@demo.co.za';
export const OTHER_ORGANISER_LOGIN = 'bookings@karoosound.example.co.za';

type Customer = { firstName: string | null; lastName: string | null };

/** A real 1×1 PNG: the BFF checks an upload's first bytes. */
export const JOURNEY_POSTER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The events the journey creates, 300 days after the day of recording (upcoming on any day of replay). */
export const JOURNEY_EVENTS = {
  ready: 'Replay Festival Ready',
  cancelled: 'Replay Festival Cancelled',
  deleted: 'Replay Festival Deleted',
} as const;

export const eventBody = (eventName: string) => ({
  eventType: 'festival',
  province: 'gauteng',
  eventName,
  organiserName: '',
  venue: 'Mary Fitzgerald Square, Newtown',
  theme: 'Heritage',
  expectedAttendees: 250,
  startDate: dayFromToday(300),
  endDate: dayFromToday(300),
  startTime: '10:00',
  endTime: '18:00',
  description: 'Food, music and dance for Heritage Day.',
});

const create = async (client: BffClient, eventName: string): Promise<string> => {
  const r = await client.send({
    method: 'POST',
    path: '/api/organiser/events',
    body: eventBody(eventName),
    as: ORGANISER_AS,
  });
  return String((r.json as { eventId: string | null }).eventId ?? '');
};

/** Creates events and takes them through the editor: edit, refunds, tickets, poster, lifecycle. */
async function eventsJourney(client: BffClient, log: (line: string) => void) {
  // The ready event last: the newest recorded creation is the one replayed to any new event.
  const deleted = await create(client, JOURNEY_EVENTS.deleted);
  const cancelled = await create(client, JOURNEY_EVENTS.cancelled);
  const ready = await create(client, JOURNEY_EVENTS.ready);
  log(`created events ${ready}, ${cancelled}, ${deleted}`);
  const at = (id: string, rest = '') => `/api/organiser/events/${id}${rest}`;
  const poster = new FormData();
  poster.set('file', new Blob([JOURNEY_POSTER], { type: 'image/png' }), 'replay-poster.png');
  const reason = {
    reason: 'Venue cancelled',
    message: 'We are moving to a bigger venue; your tickets stay valid.',
  };
  await sendAll(
    client,
    [
      {
        method: 'PUT',
        path: at(ready),
        body: { ...eventBody(JOURNEY_EVENTS.ready), venue: 'Newtown Junction', expectedAttendees: 300 },
        as: ORGANISER_AS,
      },
      { method: 'PUT', path: at(ready, '/refunds'), body: { refundsAllowed: true }, as: ORGANISER_AS },
      {
        method: 'POST',
        path: at(ready, '/tickets'),
        body: {
          category: 'vip',
          adultTickets: '120',
          adultPrice: '250',
          kidsTickets: '40',
          kidsPrice: '120.50',
        },
        as: ORGANISER_AS,
      },
      { method: 'POST', path: at(ready, '/poster'), form: poster, as: ORGANISER_AS },
      { method: 'POST', path: at(ready, '/postpone'), body: reason, as: ORGANISER_AS },
      { method: 'POST', path: at(cancelled, '/cancel'), body: reason, as: ORGANISER_AS },
      { method: 'DELETE', path: at(deleted), as: ORGANISER_AS },
      login(ORGANISER_AFTER_AS, ORGANISER_AFTER_LOGIN),
      { method: 'GET', path: at(ready, '/tickets'), as: ORGANISER_AFTER_AS },
      { method: 'GET', path: at(ready, '/details'), as: ORGANISER_AFTER_AS },
      { method: 'GET', path: at(ready), as: ORGANISER_AFTER_AS },
      { method: 'GET', path: at(cancelled), as: ORGANISER_AFTER_AS },
      { method: 'GET', path: at(deleted), as: ORGANISER_AFTER_AS },
      { method: 'GET', path: at(ready), as: OTHER_ORGANISER_AS },
    ],
    log,
  );
}

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
  await eventsJourney(client, log);
};
