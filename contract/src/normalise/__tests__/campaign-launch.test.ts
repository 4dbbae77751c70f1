import { describe, expect, it } from 'vitest';
import { normaliseCampaignLaunchPage, normaliseCampaignPayments } from '../campaign-launch.ts';

const detail = {
  eventid: '42',
  eventName: 'Vilakazi Street Heritage Walk',
  eventDate: '2026-04-27',
  venue: 'Vilakazi Street, Soweto',
  poster: '',
  businessId: '201',
  campaignStatus: 'stop',
  balance: '0.00',
};

describe('the /campaign page from the legacy', () => {
  it('reads an event with no campaign: estimate R10 until loaded, no credit, not launched', () => {
    const page = normaliseCampaignLaunchPage(
      { detail, estimate: { estedBudget: null, creditAmount: null }, campaign: [] },
      '42',
    );
    expect(page).toMatchObject({
      event: { id: '42', name: 'Vilakazi Street Heritage Walk' },
      campaign: null,
      estimatedBudgetCents: 1000,
      creditCents: 0,
      budgetCents: 0,
      balanceCents: 0,
      status: 'stopped',
      launched: false,
      bidMargin: 'Lowest',
    });
  });

  it('reads a funded campaign with numbers as strings or numbers, and its payments', () => {
    const campaign = {
      campaign_id: 605,
      campaign_name: 'Walk',
      keywords: 'heritage, soweto',
      campaign_start_date: '2026-03-02',
      duration: '2026-03-20',
      currentBudget: '150.00',
      currentBalance: 144.75,
      is_campaign_exist: '1',
      campaign_status: 'Running',
      payments: [
        { m_payment_id: 'campaign_605_a', amount: '150.00', status: 'paid' },
        { m_payment_id: 'campaign_605_b', amount: 20, status: 'COMPLETE' },
        { m_payment_id: 'campaign_605_c', amount: '50', status: 'weird' },
        { amount: '9' },
      ],
    };
    const page = normaliseCampaignLaunchPage(
      { detail, estimate: { estedBudget: '400', creditAmount: '50.00' }, campaign },
      '42',
    );
    expect(page).toMatchObject({
      campaign: { id: '605', name: 'Walk', startDay: '2026-03-02', endDay: '2026-03-20' },
      estimatedBudgetCents: 40000,
      creditCents: 5000,
      budgetCents: 15000,
      balanceCents: 14475,
      status: 'running',
      launched: true,
      bidMargin: 'Average',
    });
    expect(normaliseCampaignPayments(campaign)).toEqual([
      { id: 'campaign_605_a', amountCents: 15000, state: 'paid' },
      { id: 'campaign_605_b', amountCents: 2000, state: 'paid' },
      { id: 'campaign_605_c', amountCents: 5000, state: 'pending' },
    ]);
  });
});
