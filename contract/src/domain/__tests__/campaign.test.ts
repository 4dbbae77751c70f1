import { describe, expect, it } from 'vitest';
import {
  bidMarginLabel,
  campaignBalanceCents,
  campaignStatusLabel,
  canPreparePrint,
  canTransferBalance,
  eventStatusBadge,
  isLaunchableBudget,
  visibilityLabel,
} from '../campaign.ts';
import { rand } from '../money.ts';
import { serviceFeeCents } from '../organiser-costs.ts';

describe('campaign balance', () => {
  it('is the budget minus service fees minus print costs', () => {
    const fees = serviceFeeCents(rand(2000)); // R70 on R2000 of sales
    expect(
      campaignBalanceCents({ budgetCents: rand(200), serviceFeesCents: fees, printCostsCents: rand(50) }),
    ).toBe(rand(80));
  });

  it('shows an overdrawn balance as it is', () => {
    expect(
      campaignBalanceCents({ budgetCents: rand(10), serviceFeesCents: rand(12), printCostsCents: 0 }),
    ).toBe(-200);
  });
});

describe('launch budget', () => {
  it('needs at least R10', () => {
    expect(isLaunchableBudget(rand(10))).toBe(true);
    expect(isLaunchableBudget(999)).toBe(false);
    expect(isLaunchableBudget(10.5)).toBe(false);
  });
});

describe('bid margin label', () => {
  it.each([
    [rand(349.99), 'Lowest'],
    [rand(350), 'Average'],
    [rand(450), 'Average'],
    [rand(450.5), 'Average'],
    [rand(451), 'High'],
    [rand(999.99), 'High'],
    [rand(1000), 'Higher'],
  ])('labels %i cents %s', (budget, label) => {
    expect(bidMarginLabel(budget)).toBe(label);
  });
});

describe('status labels', () => {
  it('names a campaign the same way on every screen', () => {
    expect(campaignStatusLabel({ status: 'running', budgetCents: rand(50), daysRemaining: '5' })).toBe(
      'Running',
    );
    expect(campaignStatusLabel({ status: 'stopped', budgetCents: rand(50), daysRemaining: '---' })).toBe(
      'Ended',
    );
    expect(campaignStatusLabel({ status: 'stopped', budgetCents: rand(50), daysRemaining: '3' })).toBe(
      'Paused',
    );
    expect(campaignStatusLabel({ status: 'stop', budgetCents: rand(50) })).toBe('Paused');
    // Never funded: not started, not paused (the /campaigncancelled finding of issue 28).
    expect(campaignStatusLabel({ status: 'stop', budgetCents: 0 })).toBe('Not started');
    expect(campaignStatusLabel({ status: null, budgetCents: null })).toBe('Not started');
  });

  it('shows draft on the dashboard until a budget exists', () => {
    expect(eventStatusBadge(0, 'Upcoming')).toBe('draft');
    expect(eventStatusBadge(rand(10), 'Upcoming')).toBe('upcoming');
    expect(visibilityLabel('running')).toBe('Active');
    expect(visibilityLabel('stop')).toBe('Inactive');
  });
});

describe('balance transfer and printing', () => {
  it('transfers a positive balance once', () => {
    expect(canTransferBalance(1, false)).toBe(true);
    expect(canTransferBalance(0, false)).toBe(false);
    expect(canTransferBalance(rand(5), true)).toBe(false);
  });

  it('prepares print only for something the balance can pay', () => {
    expect(canPreparePrint(10, rand(10), rand(10.01))).toBe(true);
    // Only below the balance (spec part 2, section 4): a cost equal to it is refused.
    expect(canPreparePrint(10, rand(10), rand(10))).toBe(false);
    expect(canPreparePrint(10, rand(10), rand(9.99))).toBe(false);
    expect(canPreparePrint(0, 0, rand(10))).toBe(false);
  });

  it('does not judge the cost against a balance the service did not send (the legacy does)', () => {
    expect(canPreparePrint(10, rand(10), null)).toBe(true);
    expect(canPreparePrint(0, 0, null)).toBe(false);
  });
});
