import { type LegacyOperation, legacy, normaliseCustomerTickets } from '@tix/contract';
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { withEventTimes } from '../src/domain/tickets.ts';
import type { LegacyPort } from '../src/plugins/legacy.ts';

// A customer's tickets take their dates from the list of events: straight from the read cache
// when the list is fresh there (no promise: about 8 k of the BFF's ~850 k instructions per
// `GET /api/tickets` for the demo customer's 13 tickets), else once read. Both ways give the same
// dates, whatever the tickets and the list; an event missing from the list is read from its
// details either way.

const ids = fc.constantFrom('7', '22', '31', 'ev-7k2', '404');
const listed = fc.record({
  eventid: ids,
  event_name: fc.constant('Soweto Jazz Night'),
  event_day: fc.constantFrom('2026-11-22', '2026-12-06 18:30:00', '0000-00-00', '', '06/12/2026'),
  start_time: fc.constantFrom('18:00', '09:30:00', '', 'soon'),
});
const ticket = fc.record({ ticket_id: fc.string({ minLength: 1, maxLength: 4 }), event_id: ids });

/** A port holding one list of events (fresh in the cache or not) and the details of event 22. */
function port(list: unknown, fresh: boolean): LegacyPort {
  const read = async (op: LegacyOperation, params: { eventid?: string }) => {
    if (op.key === legacy.EVENTS.key) return list;
    if (params.eventid === '22')
      return { eventName: 'Durban Food Fest', eventDate: '2027-01-10', startTime: '10:00' };
    throw new Error('the legacy is down');
  };
  return {
    legacy: read,
    publicRead: read,
    freshPublic: () => (fresh ? list : undefined),
  } as unknown as LegacyPort;
}

const log = pino({ enabled: false });

describe("the dates of a customer's tickets from a fresh list of events", () => {
  it('are the dates read through the cache, for any tickets and any list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listed, { maxLength: 4 }),
        fc.array(ticket, { maxLength: 6 }),
        async (rows, raw) => {
          const list = legacy.EVENTS.response.parse(rows);
          const tickets = () =>
            normaliseCustomerTickets(legacy.CUSTOMERTICKETS_GETTICKETS.response.parse(raw));
          const fromCache = await withEventTimes(port(list, true), log, tickets());
          const read = await withEventTimes(port(list, false), log, tickets());
          expect(fromCache).toEqual(read);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('are filled in at once, without a promise, when the list is fresh', () => {
    const list = legacy.EVENTS.response.parse([
      { eventid: '7', event_name: 'Soweto Jazz Night', event_day: '2026-11-22', start_time: '18:00:00' },
      {
        eventid: '31',
        event_name: 'Cape Town Sunset Sessions',
        event_day: '2026-12-06',
        start_time: '17:00',
      },
    ]);
    const raw = [
      { ticket_id: '1', event_id: '7' },
      { ticket_id: '2', event_id: '31' },
    ];
    const tickets = normaliseCustomerTickets(legacy.CUSTOMERTICKETS_GETTICKETS.response.parse(raw));
    const filled = withEventTimes(port(list, true), log, tickets);
    expect(filled).not.toBeInstanceOf(Promise);
    expect(filled).toMatchObject([
      { eventDay: '2026-11-22', eventStartTime: '18:00' },
      { eventDay: '2026-12-06', eventStartTime: '17:00' },
    ]);
  });
});
