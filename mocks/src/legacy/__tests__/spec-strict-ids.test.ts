import { describe, expect, it } from 'vitest';
import { decodeFolderPath } from '../spec-strict/folder-paths.ts';
import { decodeId, encodeId, ID_FIELDS, profileFrom } from '../spec-strict/index.ts';
import { build, get, login, op, rowsOf } from './helpers.ts';

// Opaque ids on the spec-strict profile: every id the stand-in sends is text that is not a number,
// and only that text finds the row again (a raw number names nothing).

const strict = () => build({ profile: 'spec-strict' });
const NOTICE = /^<br \/>\n<b>Notice<\/b>: [^\n]*<br \/>\n/;
const json = (body: string): unknown => JSON.parse(body.replace(NOTICE, ''));

/** Every value of an id field, at any depth. */
function idValues(value: unknown, field = ''): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => idValues(v, field));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => idValues(v, k));
  return ID_FIELDS.has(field.replaceAll('_', '').toLowerCase()) ? [value] : [];
}

const opaque = (value: unknown) => typeof value === 'string' && /^x[0-9a-z]+$/.test(value);

describe('opaque ids', () => {
  it('encodes and decodes every row id, and decodes nothing else', () => {
    for (const id of [1, 2, 28, 201, 80009, 123456789]) {
      expect(encodeId(id)).not.toMatch(/^\d+$/);
      expect(decodeId(encodeId(id))).toBe(id);
    }
    expect(encodeId(1)).not.toBe(encodeId(2));
    for (const text of ['1', '201', 'x', 'xbox', `${encodeId(1)}0`, encodeId(1).toUpperCase(), ''])
      expect(decodeId(text)).toBeNull();
  });

  it('sends only opaque ids in lists, details and the login answer', async () => {
    const app = strict();
    const customer = await login(app, 'customer@demo.co.za', 'Demo1234!');
    const account = json(customer.body) as { data: { account_id: string } };
    expect(opaque(account.data.account_id)).toBe(true);
    const events = json((await op(app, 'EVENTS')).body);
    const tickets = json((await op(app, 'TICKETS', { eventid: encodeId(1) })).body);
    const ids = [...idValues(events), ...idValues(tickets)];
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(opaque(id) || id === null || id === '0', String(id)).toBe(true);
  });

  it('round-trips: an id from a list opens the detail, the account id reads its tickets', async () => {
    const app = strict();
    const [row] = rowsOf(json((await op(app, 'EVENTS')).body));
    const eventid = String(row?.eventid);
    const details = json((await op(app, 'FETCH-EVENT-DETAILS', { eventid })).body) as Record<string, unknown>;
    expect(details.eventName).toBe(row?.eventname);
    expect(details.businessId).toBe(row?.businessid);

    const customer = await login(app, 'customer@demo.co.za', 'Demo1234!');
    const { account_id } = (json(customer.body) as { data: { account_id: string } }).data;
    const preview = await op(
      app,
      'PREVIEWTICKETS',
      { customerid: account_id, eventid: encodeId(28) },
      customer.cookie(),
    );
    const tickets = rowsOf(json(preview.body));
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) {
      expect(ticket.event_id).toBe(encodeId(28));
      expect(opaque(ticket.ticket_id)).toBe(true);
    }
  });

  it('serves a poster by its opaque business and event ids only', async () => {
    const app = strict();
    const details = json((await op(app, 'FETCH-EVENT-DETAILS', { eventid: encodeId(1) })).body) as Record<
      string,
      string
    >;
    const found = await get(app, `/posters/${details.businessId}/${encodeId(1)}/${details.poster}`);
    expect(found.status).toBe(200);
    expect(found.headers['content-type']).toBe('image/jpeg');
    expect((await get(app, `/posters/201/1/${details.poster}`)).status).toBe(404);
  });
});

describe('the legacy folder paths', () => {
  it('reads a model picture folder by opaque ids only', () => {
    expect(decodeFolderPath(`/models/${encodeId(201)}/${encodeId(4)}/face.jpg`)).toBe(
      '/models/201/4/face.jpg',
    );
    expect(decodeFolderPath('/models/201/4/face.jpg')).toBe('/models/unknown/unknown/face.jpg');
    expect(decodeFolderPath('/webservices.php?q=EVENTS')).toBe('/webservices.php?q=EVENTS');
  });
});

describe('choosing the profile', () => {
  it('reads --profile x, --profile=x, then LEGACY_PROFILE, else rich', () => {
    expect(profileFrom(['--profile', 'spec-strict'], undefined)).toBe('spec-strict');
    expect(profileFrom(['--chaos=500', '--profile=spec-strict'], 'rich')).toBe('spec-strict');
    expect(profileFrom([], 'spec-strict')).toBe('spec-strict');
    expect(profileFrom([], undefined)).toBe('rich');
    expect(() => profileFrom(['--profile', 'php'], undefined)).toThrow(/Unknown legacy profile 'php'/);
  });
});
