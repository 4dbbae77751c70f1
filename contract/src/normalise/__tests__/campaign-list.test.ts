import { describe, expect, it } from 'vitest';
import { campaignBalanceCents } from '../../domain/campaign.ts';
import { CAMPAIGNS, GETSELECTCAMPAIGNS, PLATFORMS, UPDATESELECT } from '../../legacy/index.ts';
import { campaignRowSchema } from '../../model/campaign.ts';
import {
  normaliseCampaignRows,
  normaliseCampaignSelection,
  normaliseDeviceStats,
  normaliseSelectedCount,
} from '../campaign-list.ts';

const campaigns = CAMPAIGNS.response.parse([
  {
    campaignid: '88',
    eventid: '1042',
    businessid: '77',
    campaignname: 'Jazz summer push',
    event_name: 'Soweto Jazz Night',
    campaignstatus: 'Running',
    activation: '1',
    daysRemaining: '12',
    getPeriod: '30 days',
    keywords: 'jazz',
    budget: '1000.00',
    balance: '999.99',
    feesDeductedDigital: '35.00',
    feesDeductedPhysical: '124.75',
    transferred: '0',
    markedtransfer: null,
    selected: 1,
    estdRevenue: '20500.50',
    digitalRevenue: '18000',
    physicalRevenue: null,
    buyers: '40',
    admission: '52',
    eventClicks: '310',
    unique_clicks: '200',
    views: '1200',
    unique_visitors: '800',
    eventday: '2025-12-06',
    finish_day: '0000-00-00',
    enddate: '2025-12-07',
    fromdate: '2025-11-01',
    todate: '2025-12-06',
    poster: 'jazz.jpg',
    thumbnail: '',
    expected: '500',
    time: '18:00',
  },
  {
    campaignid: 89,
    eventname: 'Braai Day',
    campaignstatus: 'stop',
    daysRemaining: '---',
    balance: '12.50',
    transferred: true,
  },
]);

describe('normaliseCampaignRows', () => {
  const [jazz, braai] = normaliseCampaignRows(campaigns);

  it('produces valid rows from either spelling of the event name', () => {
    expect(campaignRowSchema.array().parse([jazz, braai])).toHaveLength(2);
    expect(jazz).toMatchObject({
      id: '88',
      eventName: 'Soweto Jazz Night',
      status: 'running',
      daysRemaining: '12',
    });
    expect(braai).toMatchObject({ id: '89', eventName: 'Braai Day', status: 'stop', daysRemaining: '---' });
  });

  it('computes the balance as budget minus both fees, like the domain rule', () => {
    expect(jazz).toMatchObject({ budgetCents: 100000, serviceFeesCents: 3500, printCostsCents: 12475 });
    expect(jazz?.balanceCents).toBe(84025);
    expect(jazz && campaignBalanceCents({ ...jazz, budgetCents: jazz.budgetCents ?? Number.NaN })).toBe(
      84025,
    );
  });

  it("reads the legacy's balance when no budget was sent, and never zeroes a transferred one", () => {
    // A transfer takes what it moved out of the budget; what the row holds now is its balance.
    // No budget sent: unknown (null), not R0 (issue 40).
    expect(braai).toMatchObject({
      budgetCents: null,
      balanceCents: 1250,
      transferred: true,
      markedForTransfer: false,
    });
  });

  it('reads flags, counts, revenue and dates', () => {
    expect(jazz).toMatchObject({
      selected: true,
      transferred: false,
      estimatedRevenueCents: 2050050,
      physicalRevenueCents: null,
      buyers: 40,
      admissions: 52,
      clicks: 310,
      uniqueVisitors: 800,
      eventDay: '2025-12-06',
      eventFinishDay: '2025-12-07',
      startDay: '2025-11-01',
      endDay: '2025-12-06',
      posterUrl: '/api/posters/77/1042/jazz.jpg',
      thumbnailUrl: null,
      expectedAttendees: 500,
      startTime: '18:00',
      finishTime: null,
    });
  });

  it('keeps a balance unknown (null, not 0) when the row has neither budget nor balance', () => {
    const [row] = normaliseCampaignRows(CAMPAIGNS.response.parse([{ campaignid: '90', eventid: '7' }]));
    expect(row?.balanceCents).toBeNull();
    expect(row?.budgetCents).toBeNull();
    expect(campaignRowSchema.safeParse(row).success).toBe(true);
  });

  it('reads {val: 0} and status failed as no campaigns', () => {
    expect(normaliseCampaignRows(CAMPAIGNS.response.parse({ val: 0 }))).toEqual([]);
    expect(normaliseCampaignRows(CAMPAIGNS.response.parse({ status: 'failed', message: 'None' }))).toEqual(
      [],
    );
  });
});

describe('selection', () => {
  it('reads the selected event with a poster under the caller business', () => {
    const raw = GETSELECTCAMPAIGNS.response.parse({
      val: 1,
      selectedCount: '1',
      eventid: '1042',
      eventname: 'Soweto Jazz Night',
      campaignname: 'Jazz summer push',
      poster: 'jazz.jpg',
      dates: '06 Dec 2025 - 07 Dec 2025',
      expectednum: '500',
    });
    expect(normaliseCampaignSelection(raw, '77')).toMatchObject({
      selectedCount: 1,
      eventId: '1042',
      posterUrl: '/api/posters/77/1042/jazz.jpg',
      dates: '06 Dec 2025 - 07 Dec 2025',
      expectedAttendees: 500,
      venue: null,
    });
    expect(normaliseCampaignSelection(GETSELECTCAMPAIGNS.response.parse({ val: 0 }), '77')).toMatchObject({
      selectedCount: 0,
      eventId: null,
      posterUrl: null,
    });
  });

  it('reads the count after a change', () => {
    expect(normaliseSelectedCount(UPDATESELECT.response.parse({ val: 1, selectedCount: '3' }))).toBe(3);
    expect(normaliseSelectedCount(UPDATESELECT.response.parse({ val: 1 }))).toBe(0);
  });
});

describe('normaliseDeviceStats', () => {
  it('reads device counts sent as strings, and {val: 0} as none', () => {
    const raw = PLATFORMS.response.parse([
      { device: 'mobile', useragent: 'Android', platformCount: '120' },
      { device: 'desktop', useragent: null, platformCount: 8 },
    ]);
    expect(normaliseDeviceStats(raw)).toEqual([
      { device: 'mobile', userAgent: 'Android', count: 120 },
      { device: 'desktop', userAgent: null, count: 8 },
    ]);
    expect(normaliseDeviceStats(PLATFORMS.response.parse({ val: '0' }))).toEqual([]);
  });
});
