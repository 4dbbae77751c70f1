import { PROVINCES } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../../mocks/src/flows/legacy-messages.ts';
import { replayBff } from './replay-bff.ts';

const rig = replayBff();

type Ev = {
  id: string;
  businessId: string;
  province: string | null;
  category: string | null;
  posterUrl: string | null;
};
const get = async <T>(path: string, as?: string) => {
  const r = await rig.client.send({ method: 'GET', path, as });
  return { status: r.status, body: r.json as T, type: r.contentType };
};

describe('browse, replayed from WireMock', () => {
  it('lists the nine provinces', async () => {
    const r = await get<{ name: string }[]>('/api/provinces');
    expect(r.body.map((p) => p.name)).toEqual([...PROVINCES]);
  });

  it('lists 9 categories for the sidebar and more without a limit', async () => {
    expect((await get<unknown[]>('/api/categories?limit=9')).body).toHaveLength(9);
    expect((await get<unknown[]>('/api/categories')).body.length).toBeGreaterThan(9);
  });

  it('filters events by province and by category', async () => {
    const all = (await get<Ev[]>('/api/events')).body;
    expect(all.length).toBeGreaterThan(10);
    const gauteng = (await get<Ev[]>('/api/events?province=gauteng')).body;
    expect(gauteng.length).toBeGreaterThan(0);
    expect(gauteng.every((e) => e.province === 'gauteng')).toBe(true);
    const concerts = (await get<Ev[]>('/api/events?category=music+concert')).body;
    expect(concerts.every((e) => e.category === 'music concert')).toBe(true);
  });

  it('searches, with an empty list when nothing matches', async () => {
    expect((await get<Ev[]>('/api/events/search?q=festival')).body.length).toBeGreaterThan(0);
    expect((await get<Ev[]>('/api/events/search?q=nothing-matches-this')).body).toEqual([]);
  });

  it('opens an event with its ticket types and serves its poster', async () => {
    const first = (await get<Ev[]>('/api/events')).body[0];
    const detail = await get<{ event: { id: string }; ticketTypes: unknown[] }>(`/api/events/${first?.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.event.id).toBe(first?.id);
    expect(detail.body.ticketTypes.length).toBeGreaterThan(0);
    const withPoster = (await get<Ev[]>('/api/events')).body.find((e) => e.posterUrl?.startsWith('/api/'));
    const poster = await get<ArrayBuffer>(withPoster?.posterUrl ?? '');
    expect(poster.status).toBe(200);
    expect(poster.type).toContain('image/jpeg');
  });

  it('answers 404 for an event that does not exist', async () => {
    const r = await get<{ detail: string }>('/api/events/999999');
    expect(r.status).toBe(404);
    expect(r.body.detail).toMatch(/does not exist/);
  });

  it('answers an unrecorded request with a clear 502, not a crash', async () => {
    const r = await get<{ detail: string }>('/api/events?province=nowhere');
    expect(r.status).toBe(502);
    // QA replay names the call that has no recording (LEGACY_REPLAY).
    expect(r.body.detail).toMatch(/EVENTS with .*province=nowhere/);
  });
});

describe('sessions, replayed from WireMock', () => {
  it('logs a customer in and out, forwarding the legacy cookie', async () => {
    const login = await rig.client.send({
      method: 'POST',
      path: '/api/session',
      body: { emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!', partner: false },
      as: 'customer',
    });
    expect(login.json).toMatchObject({ loggedIn: true, accountType: 'customer' });
    expect((await get('/api/session', 'customer')).body).toMatchObject({
      loggedIn: true,
      accountType: 'customer',
    });
    const out = await rig.client.send({ method: 'DELETE', path: '/api/session', as: 'customer' });
    expect(out.json).toEqual({ loggedIn: false });
    expect((await get('/api/session', 'customer')).body).toEqual({ loggedIn: false });
  });

  it('shows an organiser only their own events in search', async () => {
    const login = await rig.client.send({
      method: 'POST',
      path: '/api/session',
      body: { emailOrPhone: 'organiser@demo.co.za', password: 'Demo1234!', partner: false },
      as: 'organiser',
    });
    expect(login.json).toMatchObject({ accountType: 'business' });
    const found = (await get<Ev[]>('/api/events/search?q=a', 'organiser')).body;
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((e) => e.businessId)).size).toBe(1);
  });

  it('logs a partner in with the affiliate toggle', async () => {
    const login = await rig.client.send({
      method: 'POST',
      path: '/api/session',
      body: { emailOrPhone: 'partner@demo.co.za', password: 'Demo1234!', partner: true },
      as: 'partner',
    });
    expect(login.json).toMatchObject({ loggedIn: true, accountType: 'partner' });
  });

  it("shows the legacy's own message for a wrong password", async () => {
    const r = await rig.client.send({
      method: 'POST',
      path: '/api/session',
      body: { emailOrPhone: 'customer@demo.co.za', password: 'not-the-password', partner: false },
      as: 'intruder',
    });
    expect(r.status).toBe(422);
    expect((r.json as { detail: string }).detail).toBe(LEGACY_MESSAGES.loginFailed);
  });
});
