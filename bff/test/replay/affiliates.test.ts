import type { AffiliateEarnings, RecruitWallet } from '@tix/contract';
import type { LinkedEvent, PartnerLink, Recruit } from '@tix/contract/model/affiliate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATES_AS,
  AFFILIATES_LOGIN,
  FOREIGN_RECRUIT,
  NO_MATCH_SEARCH,
  OWN_RECRUIT,
  PARTIAL_PAYOUT,
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
  // The recording sets one recruit's event up with refunds off (its commission payable at once)
  // and the partner asks for R1 of it: replay shows the state after that request.
  it('reads the earnings: gross from the recruits’ sales, some available, one payout asked for', async () => {
    const e = (await send<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(e.totalEarningsCents).toBeGreaterThan(0);
    expect(e.availableEarningsCents).toBeGreaterThan(0);
    expect(e.canRequestPayout).toBe(true);
    const payouts = (await send<{ amountCents: number }[]>('GET', '/api/affiliate/payouts')).body;
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amountCents: PARTIAL_PAYOUT.amount * 100 });
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

  it('asks for a payout of whatever amount QA types within what is available', async () => {
    const r = await send('POST', '/api/affiliate/payouts', { payoutType: 'partial', amount: 2.5 });
    expect(r.status).toBeLessThan(300);
    const tooMuch = await send('POST', '/api/affiliate/payouts', { payoutType: 'partial', amount: 999999 });
    expect(tooMuch.status).toBe(422);
  });
});
