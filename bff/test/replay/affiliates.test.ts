import type { AffiliateEarnings, RecruitWallet } from '@tix/contract';
import type { LinkedEvent, PartnerLink, Recruit } from '@tix/contract/model/affiliate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATES_AS,
  AFFILIATES_LOGIN,
  FOREIGN_RECRUIT,
  NO_MATCH_SEARCH,
  OWN_RECRUIT,
  RECRUIT_SEARCH,
} from '../../../mocks/src/wiremock/journeys/affiliates.ts';
import { replayBff } from './replay-bff.ts';

// The affiliate programme replayed from WireMock (mocks/src/wiremock/journeys/affiliates.ts).

const rig = replayBff();
const send = async <T>(method: string, path: string, body?: unknown) => {
  const r = await rig.client.send({ method, path, body, as: AFFILIATES_AS });
  return { status: r.status, body: r.json as T };
};

beforeAll(async () => {
  const r = await send('POST', '/api/session', {
    emailOrPhone: AFFILIATES_LOGIN,
    password: 'Demo1234!',
    partner: true,
  });
  expect(r.status).toBe(200);
});

describe('the affiliate programme, replayed', () => {
  it('reads the earnings: gross from the recruits’ sales, nothing available before the events end', async () => {
    const e = (await send<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(e.totalEarningsCents).toBeGreaterThan(0);
    expect(e).toMatchObject({ availableEarningsCents: 0, canRequestPayout: false });
    expect((await send<unknown[]>('GET', '/api/affiliate/payouts')).body).toEqual([]);
  });

  it('lists the recruits’ events with what each earned, adding up to the gross', async () => {
    const events = (await send<LinkedEvent[]>('GET', '/api/affiliate/events')).body;
    const e = (await send<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(events.length).toBeGreaterThan(0);
    expect(events.reduce((s, x) => s + x.earningsCents, 0)).toBe(e.totalEarningsCents);
  });

  it('reads the link, the recruits and a search', async () => {
    expect((await send<PartnerLink>('GET', '/api/affiliate/link')).body.affiliateId).toBe('LERATO301');
    const all = (await send<Recruit[]>('GET', '/api/affiliate/recruits')).body;
    expect(all.map((r) => r.id).sort()).toEqual(['202', '203']);
    const found = (await send<Recruit[]>('GET', `/api/affiliate/recruits?search=${RECRUIT_SEARCH}`)).body;
    expect(found.map((r) => r.id)).toEqual([OWN_RECRUIT]);
    expect((await send<Recruit[]>('GET', `/api/affiliate/recruits?search=${NO_MATCH_SEARCH}`)).body).toEqual(
      [],
    );
  });

  it('opens the own recruit’s wallet and refuses another’s', async () => {
    const wallet = await send<RecruitWallet>('GET', `/api/affiliate/recruits/${OWN_RECRUIT}/wallet`);
    expect(wallet.status).toBe(200);
    expect(wallet.body.recruit.name).toBe('Karoo Sound Collective');
    expect(wallet.body.totalEarningsCents).toBe(wallet.body.events.reduce((s, x) => s + x.earningsCents, 0));
    expect((await send('GET', `/api/affiliate/recruits/${FOREIGN_RECRUIT}/wallet`)).status).toBe(404);
  });

  it('refuses a payout while nothing is available', async () => {
    const r = await send<{ detail: string }>('POST', '/api/affiliate/payouts', {
      payoutType: 'full',
      amount: 1,
    });
    expect(r.status).toBe(422);
  });
});
