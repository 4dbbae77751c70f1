import { describe, expect, it } from 'vitest';
import { canPartnerRequestPayout } from '../../domain/affiliate.ts';
import {
  PARTNER_PAYOUT_AMOUNT,
  PARTNERDETAILS,
  PAYOUT_REQUEST_LIST,
  RECRUITS_AFFILIATECOUNT,
  RECRUITS_CAMPAIGNS,
  RECRUITS_FETCHRECRUITS,
  RECRUITS_SEARCHRECRUITS,
  SAVEAFFILIATEID,
} from '../../legacy/index.ts';
import { linkedEventSchema, partnerPayoutRequestSchema, recruitSchema } from '../../model/affiliate.ts';
import {
  normaliseLinkedEvents,
  normalisePartnerEarnings,
  normalisePartnerLink,
  normalisePartnerPayoutRequests,
  normaliseRecruitCount,
  normaliseRecruits,
  normaliseSavedAffiliateId,
} from '../affiliate.ts';

describe('partner link', () => {
  it('reads the partner id, name and affiliate id from the profile answer', () => {
    const raw = PARTNERDETAILS.response.parse({
      partnername: 'Zanele Promotions',
      email: 'zanele@example.co.za',
      partnerid: 31,
      affiliateid: '31aB3dE5gH7jK',
    });
    expect(normalisePartnerLink(raw)).toEqual({
      partnerId: '31',
      name: 'Zanele Promotions',
      affiliateId: '31aB3dE5gH7jK',
    });
    expect(
      normalisePartnerLink(PARTNERDETAILS.response.parse({ partnerid: '31', affiliateid: '' })).affiliateId,
    ).toBeNull();
  });

  it('reads the saved affiliate id and the recruit count', () => {
    expect(normaliseSavedAffiliateId(SAVEAFFILIATEID.response.parse({ affiliateid: '31aB3dE5gH7jK' }))).toBe(
      '31aB3dE5gH7jK',
    );
    expect(
      normaliseRecruitCount(RECRUITS_AFFILIATECOUNT.response.parse({ val: '1', affiliateCount: '6' })),
    ).toBe(6);
    expect(normaliseRecruitCount(RECRUITS_AFFILIATECOUNT.response.parse({ val: 0 }))).toBe(0);
  });
});

describe('normalisePartnerEarnings', () => {
  it('reads earnings in cents and the eligibility flag', () => {
    const raw = PARTNER_PAYOUT_AMOUNT.response.parse({
      payout: '0.00',
      totalEarnings: '1250.50',
      availableEarnings: '300',
      isEligible: 'true',
    });
    const earnings = normalisePartnerEarnings(raw);
    expect(earnings).toEqual({
      payoutCents: 0,
      totalEarningsCents: 125050,
      availableEarningsCents: 30000,
      eligible: true,
    });
    expect(canPartnerRequestPayout(earnings.availableEarningsCents, earnings.eligible)).toBe(true);
  });

  it('reads a missing flag as not eligible', () => {
    const earnings = normalisePartnerEarnings(
      PARTNER_PAYOUT_AMOUNT.response.parse({ availableEarnings: '300', isEligible: null }),
    );
    expect(earnings.eligible).toBe(false);
  });
});

describe('normalisePartnerPayoutRequests', () => {
  it('reads the history, and {val: 0} or status failed as none', () => {
    const raw = PAYOUT_REQUEST_LIST.response.parse([
      {
        payout_id: '7',
        created_at: '2025-11-03 08:00:00',
        payout_type: 'Partial',
        amount_requested: '250.00',
        payout_status: 'Paid',
        audit_token: 'c0ffee',
      },
      { payout_id: 8, payout_type: 'weekly', amount_requested: null },
    ]);
    expect(partnerPayoutRequestSchema.array().parse(normalisePartnerPayoutRequests(raw))).toEqual([
      {
        id: '7',
        createdAt: '2025-11-03 08:00:00',
        type: 'partial',
        amountCents: 25000,
        status: 'paid',
        auditToken: 'c0ffee',
      },
      { id: '8', createdAt: null, type: null, amountCents: 0, status: null, auditToken: null },
    ]);
    expect(normalisePartnerPayoutRequests(PAYOUT_REQUEST_LIST.response.parse({ val: 0 }))).toEqual([]);
    expect(normalisePartnerPayoutRequests(PAYOUT_REQUEST_LIST.response.parse({ status: 'failed' }))).toEqual(
      [],
    );
  });
});

describe('normaliseLinkedEvents', () => {
  it('reads the linked events with counts from strings and earnings in cents', () => {
    const raw = RECRUITS_CAMPAIGNS.response.parse([
      {
        eventname: 'Soweto Jazz Night',
        campaignstatus: 'Running',
        organiser_name: 'Kasi Sounds',
        keywords: 'jazz',
        fromdate: '2025-11-01',
        todate: '0000-00-00',
        getPeriod: '30 days',
        daysRemaining: '---',
        eventday: '2025-12-06',
        views: '1200',
        unique_visitors: '800',
        eventClicks: '310',
        unique_clicks: '200',
        admission: '52',
        buyers: '40',
        affiliateEarnings: '615.15',
        refunds_allowed: '0',
      },
    ]);
    const [event] = normaliseLinkedEvents(raw);
    expect(linkedEventSchema.parse(event)).toMatchObject({
      campaignStatus: 'running',
      endDay: null,
      daysRemaining: '---',
      views: 1200,
      admissions: 52,
      earningsCents: 61515,
      refundsAllowed: false,
    });
    expect(
      normaliseLinkedEvents(RECRUITS_CAMPAIGNS.response.parse({ status: 'failed', message: 'None' })),
    ).toEqual([]);
  });
});

describe('normaliseRecruits', () => {
  it("reads the recruit status, with 'no' as no event", () => {
    const raw = RECRUITS_FETCHRECRUITS.response.parse([
      {
        recruitid: '4',
        recruit: 'Kasi Sounds',
        email: 'events@kasisounds.co.za',
        eventid: '1042',
        eventname: 'Soweto Jazz Night',
        eventStatus: 'Active',
      },
      { recruitid: 5, recruit: 'Braai Bros', eventid: null, eventname: 'no', eventStatus: '' },
      {
        recruitid: '6',
        recruit: 'Durban Eats',
        eventid: 9,
        eventname: 'Food Fest',
        eventStatus: 'cancelled',
      },
    ]);
    const recruits = recruitSchema.array().parse(normaliseRecruits(raw));
    expect(recruits.map((r) => [r.name, r.eventName, r.status])).toEqual([
      ['Kasi Sounds', 'Soweto Jazz Night', 'active'],
      ['Braai Bros', null, 'no event'],
      ['Durban Eats', 'Food Fest', 'inactive'],
    ]);
    expect(normaliseRecruits(RECRUITS_SEARCHRECRUITS.response.parse({ val: 0 }))).toEqual([]);
  });
});
