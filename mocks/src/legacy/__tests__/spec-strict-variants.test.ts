import { describe, expect, it } from 'vitest';
import { standinOf } from '../server.ts';
import { encodeId } from '../spec-strict/index.ts';
import { ALL_VARIANTS, FIRST_READING, parseVariants, variantsFrom } from '../spec-strict/variants.ts';
import { build, get, login, op } from './helpers.ts';

// The second reading's switches (issue 47): each changes what the wire carries as a legacy written
// from the same spec did, and only when it is on.

const NOTICE = /^<br \/>\n<b>Notice<\/b>: [^\n]*<br \/>\n/;
const rowsOf = (body: string) => JSON.parse(body.replace(NOTICE, '')) as Record<string, string>[];

describe('the switches as the command line and LEGACY_VARIANTS spell them', () => {
  it('reads each switch, a poster folder, and all', () => {
    expect(parseVariants('poster-folder=uploads/posters, ticket-id-per-type')).toEqual({
      ...FIRST_READING,
      posterFolder: 'uploads/posters',
      ticketIdPerType: true,
    });
    expect(parseVariants('all')).toEqual(ALL_VARIANTS);
    expect(variantsFrom(['--variants=empty-view-logging'], 'all').emptyViewLogging).toBe(true);
    expect(variantsFrom(['--variants=empty-view-logging'], 'all').ticketIdPerType).toBe(false);
    expect(variantsFrom([], undefined)).toEqual(FIRST_READING);
  });

  it('refuses an unknown switch and a folder that climbs out', () => {
    expect(() => parseVariants('ticket-per-type')).toThrow(/Unknown legacy variant 'ticket-per-type'/);
    expect(() => parseVariants('poster-folder=../etc')).toThrow(/Unknown legacy variant/);
  });
});

describe('the spec-strict stand-in with every switch on', () => {
  const strict = () => build({ profile: 'spec-strict', reading: ALL_VARIANTS });

  it('answers view logging and logout with an empty body (and still counts the click)', async () => {
    const app = strict();
    const event = standinOf(app).data.events.find((e) => e.id === 7);
    const before = JSON.stringify(event);
    const click = await op(app, 'LOG-EVENT-CLICKS', { event_id: encodeId(7) });
    expect([click.status, click.body]).toEqual([200, '']);
    expect(JSON.stringify(standinOf(app).data.events.find((e) => e.id === 7))).not.toBe(before);
    expect((await get(app, '/logout.php')).body).toBe('');
    // Off, the same call prints the least a script that "returns success" prints.
    const plain = await op(build({ profile: 'spec-strict' }), 'LOG-EVENT-CLICKS', { event_id: encodeId(7) });
    expect(plain.body).not.toBe('');
  });

  it('serves posters from its own folder only', async () => {
    const app = strict();
    const event = standinOf(app).data.events.find((e) => e.poster !== '');
    if (!event) throw new Error('the seed has no poster');
    const tail = `${encodeId(event.businessId)}/${encodeId(event.id)}/${event.poster}`;
    const served = await get(app, `/media/posters/${tail}`);
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await get(app, `/posters/${tail}`)).status).toBe(404);
  });

  it("sends a customer's ticket_id as its type's, and finds the ticket by that and its number", async () => {
    const app = strict();
    const cookie = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    const ticket = standinOf(app).data.customerTickets.find((t) => t.customerId === 101);
    if (!ticket) throw new Error('the demo customer has no ticket');
    const rows = rowsOf(
      (
        await op(
          app,
          'PREVIEWTICKETS',
          { customerid: encodeId(101), eventid: encodeId(ticket.eventId) },
          cookie,
        )
      ).body,
    );
    const row = rows.find((r) => r.ticketnumber === ticket.ticketNumber);
    expect(row?.ticket_id).toBe(encodeId(ticket.ticketTypeId));
    const quote = await op(
      app,
      'CALCULATE-REFUND',
      {
        event_id: encodeId(ticket.eventId),
        ticket_id: encodeId(ticket.ticketTypeId),
        ticket_number: ticket.ticketNumber,
        customer_id: encodeId(101),
        m_payment_id: '',
      },
      cookie,
    );
    expect(quote.body).not.toMatch(/"status":"failed"/);
    expect(quote.body).toMatch(/"days_left"/);
  });
});
