import { describe, expect, it } from 'vitest';
import { replayBff } from './replay-bff.ts';

const rig = replayBff();

const get = async <T>(path: string) => {
  const r = await rig.client.send({ method: 'GET', path });
  return { status: r.status, body: r.json as T };
};
type Ev = { province: string | null; category: string | null };
type Row = { rank: number; eventName: string | null; province: string | null; region: string | null };

describe('browse additions, replayed from WireMock', () => {
  it('explore and category pages: events of a province, of a category, of both', async () => {
    const limpopo = (await get<Ev[]>('/api/events?province=limpopo')).body;
    expect(limpopo.length).toBeGreaterThan(0);
    expect(limpopo.every((e) => e.province === 'limpopo')).toBe(true);
    const both = (await get<Ev[]>('/api/events?category=festival&province=western+cape')).body;
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((e) => e.category === 'festival' && e.province === 'western cape')).toBe(true);
  });

  it('the three rankings, each ranked from 1', async () => {
    const national = (await get<Row[]>('/api/rankings/national')).body;
    expect(national.map((r) => r.rank)).toEqual(national.map((_, i) => i + 1));
    expect(national.every((r) => r.eventName)).toBe(true);
    expect((await get<Row[]>('/api/rankings/provincial')).body).toHaveLength(9);
    expect((await get<Row[]>('/api/rankings/regional')).body.some((r) => r.region === 'Cape Town')).toBe(
      true,
    );
  });

  it("an event's likes", async () => {
    const r = await get<{ likes: number }>('/api/events/7/likes');
    expect(r.status).toBe(200);
    expect(r.body.likes).toBeGreaterThanOrEqual(0);
  });

  it('logs an event view (the click replays; failures never reach the visitor)', async () => {
    const r = await rig.client.send({ method: 'POST', path: '/api/events/7/views', as: 'replay-visitor' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ click: true });
    const missing = await rig.client.send({ method: 'POST', path: '/api/events/999999/views' });
    expect(missing.status).toBe(404);
  });

  it('names the affiliate of an invitation link, 404 for an unknown one', async () => {
    const known = await get<{ name: string }>('/api/affiliate-invites/LERATO301');
    expect(known.body.name).toBe('Lerato Mokoena');
    expect((await get<unknown>('/api/affiliate-invites/NOBODY')).status).toBe(404);
  });
});

describe('every event of the replayed home page opens', () => {
  it('answers the page and the likes of each one', async () => {
    const events = (await get<{ id: string }[]>('/api/events')).body;
    expect(events.length).toBeGreaterThan(10);
    for (const { id } of events) {
      expect((await get(`/api/events/${id}`)).status, `event ${id}`).toBe(200);
      expect((await get(`/api/events/${id}/likes`)).status, `likes of ${id}`).toBe(200);
    }
  });
});
