import { SPEC_ANSWERS, specAnswerOf } from '@tix/contract/legacy/spec-answers';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../handlers/account.ts';
import { RECOVERY_TEXT } from '../handlers/recovery.ts';
import { encodeId, nothingForm, noticeFor } from '../spec-strict/index.ts';
import { build, login, op, postForm } from './helpers.ts';

// The spec-strict profile answers as a legacy written from the spec alone: the spec's fields, in
// its spellings, every value a string, PHP's nothings and notices, as text/html.

const strict = () => build({ profile: 'spec-strict' });
const NOTICE = /^<br \/>\n<b>Notice<\/b>: [^\n]*<br \/>\n/;
/** The JSON after any PHP notice. */
const json = (body: string): unknown => JSON.parse(body.replace(NOTICE, ''));
const EVENT = encodeId(1);
const NO_EVENT = encodeId(999);

function scalars(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(scalars);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(scalars);
  return [value];
}

describe('spec-strict answers', () => {
  it('FETCH-EVENT-DETAILS carries only the fields the spec lists, every value a string, as text/html', async () => {
    const answer = await op(strict(), 'FETCH-EVENT-DETAILS', { eventid: EVENT });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
    const details = json(answer.body) as Record<string, unknown>;
    expect(Object.keys(details).sort()).toEqual(
      [...(specAnswerOf('FETCH-EVENT-DETAILS')?.fields ?? [])].sort(),
    );
    expect(details).not.toHaveProperty('balance');
    expect(details.eventName).toBe('Jozi Jazz Under the Stars');
    for (const value of scalars(details)) expect(typeof value === 'string' || value === null).toBe(true);
  });

  it('lists answer with both spellings the spec gives and string values only', async () => {
    const rows = json((await op(strict(), 'EVENTS')).body) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    const listed = new Set(specAnswerOf('EVENTS')?.fields);
    for (const row of rows) {
      for (const key of Object.keys(row)) expect(listed.has(key), key).toBe(true);
      expect(row.event_name).toBe(row.eventname);
      expect(row.event_day).toBe(row.eventday);
      for (const value of scalars(row)) expect(typeof value === 'string' || value === null).toBe(true);
    }
  });

  it('an unknown event answers its PHP nothing, and so does a raw number where an id belongs', async () => {
    const app = strict();
    const form = nothingForm('FETCH-EVENT-DETAILS');
    const body = { null: 'null', false: 'false', '[]': '[]', 'empty body': '' }[form];
    for (const eventid of [NO_EVENT, '1']) {
      const answer = await op(app, 'FETCH-EVENT-DETAILS', { eventid });
      expect(answer.status).toBe(200);
      expect(answer.body.replace(NOTICE, '')).toBe(body);
    }
  });

  it('answers a handler 404 for an unknown row with PHP nothing, not an HTTP 404', async () => {
    const app = strict();
    const organiser = await login(app, 'organiser@demo.co.za', 'Demo1234!');
    // PREPARETICKETSDOWNLOAD's handler throws its 404 for an event that does not exist.
    const params = {
      ticketid: '0',
      instock: '0',
      eventid: NO_EVENT,
      ticketsNumber: '1',
      price: '0',
      group: 'adults',
    };
    const rich = build();
    const richOrganiser = await login(rich, 'organiser@demo.co.za', 'Demo1234!');
    const richAnswer = await op(
      rich,
      'PREPARETICKETSDOWNLOAD',
      { ...params, eventid: '999' },
      richOrganiser.cookie(),
    );
    expect(richAnswer.status).toBe(404);
    const answer = await op(app, 'PREPARETICKETSDOWNLOAD', params, organiser.cookie());
    expect(answer.status).toBe(200);
    expect(['', 'null', 'false', '[]', '{"val":0}', '{"data":0}', '{"error":1}']).toContain(
      answer.body.replace(NOTICE, ''),
    );
  });

  it('uses every one of PHP nothing forms across the one-row reads the spec gives no empty form for', () => {
    const forms = new Set(
      Object.entries(SPEC_ANSWERS)
        .filter(([, spec]) => spec.shape === 'record' && !spec.empty)
        .map(([key]) => nothingForm(key)),
    );
    expect([...forms].sort()).toEqual(['[]', 'empty body', 'false', 'null']);
  });

  it('an empty list is {"val":0} where the spec says val 0, and [] where it says nothing', async () => {
    const app = strict();
    expect(specAnswerOf('SEARCHEVENTS')?.empty).toBe('val0');
    expect((await op(app, 'SEARCHEVENTS', { search: 'zzz' })).body.replace(NOTICE, '')).toBe('{"val":0}');
    expect(specAnswerOf('TICKETS')?.empty).toBeUndefined();
    expect((await op(app, 'TICKETS', { eventid: NO_EVENT })).body.replace(NOTICE, '')).toBe('[]');
  });

  it('answers a "response: not shown" operation with {"status":"success"} only', async () => {
    expect(specAnswerOf('LOG-EVENT-CLICKS')?.shape).toBe('notShown');
    const answer = await op(strict(), 'LOG-EVENT-CLICKS', { event_id: EVENT });
    expect(json(answer.body)).toEqual({ status: 'success' });
  });

  it('keeps a refusal status and message, so declared failures still read as refusals', async () => {
    const app = strict();
    const answer = await postForm(app, '/webservices.php?q=RECOVERPASSWORD', {
      email: 'nobody@example.com',
      isAffiliate: 'no',
    });
    expect(json(answer.body)).toEqual({ status: 'failed', message: RECOVERY_TEXT.unknown });
    const login = await postForm(app, '/loginWeb.php', {
      os: 'web',
      posterUri: 'http://localhost:8080',
      email: 'customer@demo.co.za',
      password: 'wrong password',
      partner: 'no',
    });
    expect(json(login.body)).toEqual({ status: 'failed', errorText: LOGIN_FAILED });
  });

  it('prints a PHP notice before the JSON on a fixed set of operations, the same every time', async () => {
    const app = strict();
    const noted = Object.keys(SPEC_ANSWERS).filter((key) => noticeFor(key) !== '');
    expect(noted).toContain('FETCH-EVENT-DETAILS');
    expect(noted.length).toBeGreaterThan(10);
    expect(noted.length).toBeLessThan(Object.keys(SPEC_ANSWERS).length / 2);
    for (let i = 0; i < 2; i++) {
      expect((await op(app, 'FETCH-EVENT-DETAILS', { eventid: EVENT })).body).toMatch(NOTICE);
      expect((await op(app, 'PROVINCES')).body.startsWith(noticeFor('PROVINCES') || '[')).toBe(true);
    }
  });
});

describe('the rich profile', () => {
  it('is the default and answers as before: balance, numeric ids, no notice', async () => {
    for (const app of [build(), build({ profile: 'rich' })]) {
      const answer = await op(app, 'FETCH-EVENT-DETAILS', { eventid: '1' });
      const details = JSON.parse(answer.body) as Record<string, unknown>;
      expect(details).toMatchObject({ eventid: '1', businessId: '201', balance: expect.any(String) });
      expect((await op(app, 'FETCH-EVENT-DETAILS', { eventid: '999' })).body).toBe('{"val":0}');
    }
  });
});
