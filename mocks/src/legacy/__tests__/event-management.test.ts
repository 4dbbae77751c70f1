import { catalogue } from '@tix/contract/legacy/index';
import { describe, expect, it } from 'vitest';
import { standinOf } from '../server.ts';
import { build, login, op, postForm, rowsOf } from './helpers.ts';

const asOrganiser = async () => {
  const app = build();
  const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
  return { app, cookie };
};
const post = (
  app: Parameters<typeof postForm>[0],
  name: string,
  fields: Record<string, string>,
  cookie?: string,
) => postForm(app, `/webservices.php?q=${name}`, fields, cookie);
const valid = (key: string, body: string) =>
  expect(catalogue.get(key)?.response.safeParse(JSON.parse(body)).success, body).toBe(true);

describe('the event page’s lifecycle in the stand-in', () => {
  it('POSTPONE emails every ticket holder once, with the reason and the message, and marks the event', async () => {
    const { app, cookie } = await asOrganiser();
    const holders = Number(
      ((await op(app, 'EVENTSALESDATA', { eventid: '1' })).json() as { numberOfcustomers: number })
        .numberOfcustomers,
    );
    expect(holders).toBeGreaterThan(1);
    const fields = {
      businessid: '201',
      eventid: '1',
      type: 'postpone',
      reason: 'Venue cancelled',
      message: 'New date soon',
    };
    const answer = await post(app, 'POSTPONE', fields, cookie);
    valid('POSTPONE', answer.body);
    const sent = standinOf(app).outbox.list();
    expect(sent).toHaveLength(holders);
    expect(new Set(sent.map((m) => m.to)).size).toBe(holders);
    expect(sent[0]?.body).toContain('Venue cancelled');
    expect(sent[0]?.body).toContain('New date soon');
    const deletion = (await op(app, 'CHECKIFEVENTDELETED', { eventid: '1' })).json() as Record<
      string,
      string
    >;
    expect(deletion.postponed_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('a cancellation is final and the event leaves the public lists', async () => {
    const { app, cookie } = await asOrganiser();
    const fields = { businessid: '201', eventid: '2', type: 'cancel', reason: 'Other', message: 'Sorry' };
    expect((await post(app, 'POSTPONE', fields, cookie)).json()).toMatchObject({ status: 'success' });
    expect((await post(app, 'POSTPONE', { ...fields, type: 'postpone' }, cookie)).json()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/final/),
    });
    const listed = rowsOf((await op(app, 'EVENTS')).json()).map((r) => r.eventid);
    expect(listed).not.toContain('2');
    expect(listed).toContain('1');
    const search = rowsOf((await op(app, 'SEARCHEVENTS', { search: 'Soweto' })).json()).map((r) => r.eventid);
    expect(search).not.toContain('2');
    // The organiser's own search still finds it.
    const own = rowsOf((await op(app, 'SEARCHEVENTS', { search: 'Soweto', businessid: '201' })).json());
    expect(own.map((r) => r.eventid)).toContain('2');
  });

  it('DELETEEVENT soft-deletes a future event once, refuses a past one, and hides it from browse', async () => {
    const { app, cookie } = await asOrganiser();
    const first = await post(app, 'DELETEEVENT', { eventid: '41' }, cookie);
    valid('DELETEEVENT', first.body);
    expect(first.json()).toMatchObject({ status: 'success' });
    expect((await post(app, 'DELETEEVENT', { eventid: '41' }, cookie)).json()).toMatchObject({
      status: 'failed',
    });
    expect((await post(app, 'DELETEEVENT', { eventid: '5' }, cookie)).json()).toMatchObject({
      status: 'failed',
    });
    expect((await post(app, 'DELETEEVENT', { eventid: '7' }, cookie)).json()).toMatchObject({
      status: 'failed',
    });
    expect((await op(app, 'CHECKIFEVENTDELETED', { eventid: '41' })).json()).toMatchObject({ deletion: '1' });
    expect(rowsOf((await op(app, 'EVENTS')).json()).map((r) => r.eventid)).not.toContain('41');
    const mine = rowsOf((await op(app, 'MYEVENTS', { accountid: '201' }, cookie)).json());
    expect(mine.map((r) => r.eventid)).not.toContain('41');
    expect(mine.length).toBeGreaterThan(0);
    expect((await post(app, 'DELETEEVENT', { eventid: '42' })).status).toBe(401);
  });

  it('RESUMECAMPAIGN toggles a funded campaign between stop and running', async () => {
    const { app } = await asOrganiser();
    const pause = await op(app, 'RESUMECAMPAIGN', { eventid: '1', businessid: '201' });
    expect(pause.json()).toMatchObject({ status: 'stop' });
    expect((await op(app, 'GET-CAMPAIGN-STATUS', { eventid: '1' })).json()).toEqual({
      campaign_status: 'stop',
    });
    expect((await op(app, 'RESUMECAMPAIGN', { eventid: '1', businessid: '201' })).json()).toMatchObject({
      status: 'success',
    });
    expect((await op(app, 'RESUMECAMPAIGN', { eventid: '41', businessid: '201' })).json()).toMatchObject({
      status: 'failed',
    });
  });
});
