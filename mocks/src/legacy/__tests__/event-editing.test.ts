import { catalogue } from '@tix/contract/legacy/index';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { standinOf } from '../index.ts';
import { build, login, op, postForm } from './helpers.ts';

// ADDEVENT (both subqueries) and the edit form's reads through the wire protocol; every answer is
// also checked against its catalogue schema.

type Row = Record<string, unknown>;
let app: FastifyInstance;
let cookie: string | undefined;
const W = '/webservices.php';

beforeEach(async () => {
  app = build();
  cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
});

const fields = {
  accountid: '201',
  event: 'Sample event',
  customOrganiserName: 'Sample Organiser',
  venue: 'Zoo Lake, Johannesburg',
  theme: 'N/A',
  expected: '100',
  startdate: '2026-04-10',
  enddate: '2026-04-11',
  starttime: '18:00',
  endtime: '22:00',
  description: 'A sample.',
};

const post = async (subquery: string, extra: Record<string, string>) => {
  const answer = await postForm(app, `${W}?q=ADDEVENT&subquery=${subquery}`, { ...fields, ...extra }, cookie);
  expect(answer.status, answer.body).toBe(200);
  expect(catalogue.get(`ADDEVENT:${subquery}`)?.response.safeParse(answer.json()).success).toBe(true);
  return answer.json() as Row;
};
const read = async (name: string, eventid: string) => {
  const answer = await op(app, name, { eventid }, cookie);
  expect(answer.status, answer.body).toBe(200);
  expect(catalogue.get(name)?.response.safeParse(answer.json()).success, answer.body).toBe(true);
  return answer.json() as Row;
};

describe('creating and editing an event', () => {
  it('ADDEVENT creates an unfunded draft with refunds off', async () => {
    const created = await post('ADDEVENT', { eventtype: 'music concert', province: 'gauteng' });
    const id = String(created.eventid);
    const record = standinOf(app).data.events.find((e) => String(e.id) === id);
    expect(record).toMatchObject({
      businessId: 201,
      budgetCents: 0,
      campaignStatus: 'stop',
      poster: '',
      category: 'music concert',
    });
    expect(standinOf(app).data.ticketTypes.some((t) => String(t.eventId) === id)).toBe(false);
    expect(await read('GET-PRIVATE-EVENT-DETAILS', id)).toMatchObject({
      eventName: 'Sample event',
      customOrganiserName: 'Sample Organiser',
      numOfAttendees: '100',
      eventDate: '2026-04-10',
      endDate: '2026-04-11',
      refundsAllowed: '0',
      refundPolicyLocked: '0',
    });
    expect(await read('EVENTTYPE', id)).toEqual({ eventtype: 'music concert' });
    expect(await read('CHECKIFEVENTDELETED', id)).toMatchObject({ deletion: '0', event_day: '2026-04-10' });
  });

  it('UPDATEEVENT changes the details and the refund setting until the first sale', async () => {
    const id = String((await post('ADDEVENT', { eventtype: 'other', province: 'limpopo' })).eventid);
    await post('UPDATEEVENT', { eventid: id, event: 'Renamed', refunds_allowed: '1' });
    expect(await read('GET-PRIVATE-EVENT-DETAILS', id)).toMatchObject({
      eventName: 'Renamed',
      refundsAllowed: '1',
    });

    const { data } = standinOf(app);
    const sale = data.purchases.find((p) => p.status === 'paid');
    if (!sale) throw new Error('no paid purchase in the seed');
    data.purchases.push({ ...sale, id: 99_700, eventId: Number(id) });
    await post('UPDATEEVENT', { eventid: id, refunds_allowed: '0' });
    expect(await read('GET-PRIVATE-EVENT-DETAILS', id)).toMatchObject({
      refundsAllowed: '1',
      refundPolicyLocked: '1',
    });
  });

  it('UPDATEEVENT refuses another organiser’s event', async () => {
    const answer = await postForm(
      app,
      `${W}?q=ADDEVENT&subquery=UPDATEEVENT`,
      { ...fields, eventid: '7', refunds_allowed: '0' },
      cookie,
    );
    expect(answer.status).toBe(404);
    expect(standinOf(app).data.events.find((e) => e.id === 7)?.name).not.toBe('Sample event');
  });

  it('reads of an unknown event answer an empty object', async () => {
    expect(await read('GET-PRIVATE-EVENT-DETAILS', '999')).toEqual({});
  });
});
