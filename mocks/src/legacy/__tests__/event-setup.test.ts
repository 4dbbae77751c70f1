import { describe, expect, it } from 'vitest';
import { EVENT_SETUP_TEXT } from '../handlers/event-setup.ts';
import { standinOf } from '../index.ts';
import { build, login, op, postForm } from './helpers.ts';

// ADDTICEKTS and POSTERUPLOAD as the legacy answers them; the BFF's tests go through them too.

async function organiser() {
  const app = build();
  const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
  const addTickets = (fields: Record<string, string>) =>
    postForm(app, '/webservices.php?q=ADDTICEKTS', fields, cookie).then(
      (a) => a.json() as { status: string; message?: string; error?: string },
    );
  return { app, cookie, addTickets };
}

const load = (eventid: string, category: string, adults: string, kids = '0') => ({
  eventid,
  category,
  numberOftickets: adults,
  price: '200.00',
  kids_tickets: kids,
  kids_price: kids === '0' ? '0' : '100.00',
});

describe('ADDTICEKTS', () => {
  it('creates a tier on a draft, and GETVIPDETAILS reads it back', async () => {
    const { app, addTickets } = await organiser();
    expect(await addTickets(load('41', 'vip', '50', '10'))).toEqual({
      status: 'success',
      message: EVENT_SETUP_TEXT.loaded('vip'),
    });
    expect((await op(app, 'GETVIPDETAILS', { accountid: '201', eventid: '41' })).json()).toEqual({
      vipticketavail: '50',
      vipprice: '200.00',
      kids_vip_tickets: '10',
      kids_vip_price: '100.00',
    });
  });

  it('warns on a tier with sales, keeping what was sold', async () => {
    const { app, addTickets } = await organiser();
    const answer = await addTickets(load('1', 'vip', '10', '0'));
    expect(answer.status).toBe('warning');
    expect(answer.message).toContain('are already sold');
    const vip = standinOf(app).data.ticketTypes.find((t) => t.eventId === 1 && t.tier === 'vip');
    expect(vip).toMatchObject({ adultsAvailable: 0, kidsAvailable: 0, priceCents: 20000 });
  });

  it('fails for a passed event, a cancelled one and another organiser’s', async () => {
    const { app, addTickets } = await organiser();
    expect(await addTickets(load('5', 'general', '10'))).toEqual({
      status: 'failed',
      error: EVENT_SETUP_TEXT.passed,
    });
    const event = standinOf(app).data.events.find((e) => e.id === 2);
    if (event) event.state = 'cancelled';
    expect(await addTickets(load('2', 'general', '10'))).toEqual({
      status: 'failed',
      error: EVENT_SETUP_TEXT.cancelled,
    });
    const theirs = standinOf(app).data.events.find((e) => e.businessId !== 201);
    expect(await addTickets(load(String(theirs?.id), 'general', '10'))).toEqual({
      status: 'failed',
      error: EVENT_SETUP_TEXT.noEvent,
    });
  });
});
