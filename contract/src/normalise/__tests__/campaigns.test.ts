import { describe, expect, it } from 'vitest';
import {
  ADDCAMPAIGN,
  CAMPAIGNESTIMATE,
  CHECKCAMPAIGN,
  ESTIMATED_BUDGET,
  RESUMECAMPAIGN,
} from '../../legacy/index.ts';
import { campaignSchema } from '../../model/campaign.ts';
import {
  normaliseBudgetEstimate,
  normaliseCampaign,
  normaliseCampaignCheck,
  normaliseCampaignToggle,
  normaliseSavedCampaign,
} from '../campaigns.ts';

describe('normaliseBudgetEstimate', () => {
  it('reads the estimate and the credit in cents; no credit is R0', () => {
    const raw = ESTIMATED_BUDGET.response.parse({ estedBudget: '350.00', creditAmount: '50' });
    expect(normaliseBudgetEstimate(raw)).toEqual({ estimatedBudgetCents: 35000, creditCents: 5000 });
    expect(normaliseBudgetEstimate(ESTIMATED_BUDGET.response.parse({ estedBudget: null }))).toEqual({
      estimatedBudgetCents: null,
      creditCents: 0,
    });
  });
});

describe('normaliseCampaign', () => {
  it('reads the campaign fields, with the end date from `duration`', () => {
    const raw = CAMPAIGNESTIMATE.response.parse({
      campaign_id: '88',
      campaign_name: 'Jazz summer push',
      keywords: 'jazz,soweto',
      campaign_start_date: '2025-11-01',
      duration: '2025-12-06 00:00:00',
      currentBudget: '1000.00',
      currentBalance: '840.25',
      estedBudget: 350,
      creditAmount: '0.00',
      is_campaign_exist: 'yes',
      campaign_status: 'Running',
    });
    expect(campaignSchema.parse(normaliseCampaign(raw))).toEqual({
      id: '88',
      name: 'Jazz summer push',
      keywords: 'jazz,soweto',
      startDay: '2025-11-01',
      endDay: '2025-12-06',
      budgetCents: 100000,
      balanceCents: 84025,
      estimatedBudgetCents: 35000,
      creditCents: 0,
      exists: true,
      status: 'running',
    });
  });

  it('reads an empty answer as no campaign yet', () => {
    const none = normaliseCampaign(CAMPAIGNESTIMATE.response.parse([]));
    expect(none).toMatchObject({ id: null, exists: false, budgetCents: null, startDay: null });
    const zeroDates = normaliseCampaign(
      CAMPAIGNESTIMATE.response.parse({ campaign_start_date: '0000-00-00' }),
    );
    expect(zeroDates.startDay).toBeNull();
  });
});

describe('normaliseSavedCampaign', () => {
  it('echoes what ADDCAMPAIGN saved', () => {
    const raw = ADDCAMPAIGN.response.parse({
      status: 'success',
      message: 'Campaign saved',
      campaign_name: 'Jazz summer push',
      keywords: 'jazz',
      campaign_start_date: '2025-11-01',
      duration: '2025-12-06',
    });
    expect(normaliseSavedCampaign(raw)).toEqual({
      name: 'Jazz summer push',
      keywords: 'jazz',
      startDay: '2025-11-01',
      endDay: '2025-12-06',
    });
  });
});

describe('normaliseCampaignCheck', () => {
  it('reads the flag and builds the image paths', () => {
    const raw = CHECKCAMPAIGN.response.parse({
      thumbnail: 'jazz-thumb.jpg',
      checkcampaign: 'true',
      image: '',
      businessid: '77',
      eventid: '1042',
    });
    expect(normaliseCampaignCheck(raw, '1042')).toEqual({
      exists: true,
      eventId: '1042',
      businessId: '77',
      thumbnailUrl: '/api/posters/77/1042/jazz-thumb.jpg',
      imageUrl: null,
    });
    expect(normaliseCampaignCheck(CHECKCAMPAIGN.response.parse({ checkcampaign: false }), '9').exists).toBe(
      false,
    );
  });
});

describe('normaliseCampaignToggle', () => {
  it("reads 'stop' as paused and anything else as running", () => {
    const paused = RESUMECAMPAIGN.response.parse({ status: 'STOP', message: 'Campaign paused' });
    const running = RESUMECAMPAIGN.response.parse({ status: 'success', campaignCount: '4' });
    expect(normaliseCampaignToggle(paused)).toEqual({
      running: false,
      campaignCount: null,
      message: 'Campaign paused',
    });
    expect(normaliseCampaignToggle(running)).toEqual({ running: true, campaignCount: 4, message: null });
  });
});
