import { api } from '@tix/contract/api/index';
import { describe, expect, it } from 'vitest';
import { analyticsPages, eventAnalyticsOf } from '../fixtures/analytics.ts';

// The analytics fixtures go through the contract's response schema, as fixtures.test.ts does.
describe('analytics fixtures match the contract', () => {
  it('answers each state as GET /api/organiser/events/:eventId/analytics does', () => {
    for (const page of Object.values(analyticsPages)) api.analytics.getEventAnalytics.response.parse(page);
    expect(analyticsPages.withSales.overall.sold).toBeGreaterThan(0);
    expect(analyticsPages.noSales.overall.sold).toBe(0);
    expect(analyticsPages.up.movement.trend).toBe('up');
    expect(analyticsPages.down.movement.trend).toBe('down');
    expect(analyticsPages.withSales.movement.trend).toBe('no-sales');
  });

  it('has only the demo organiser’s events', () => {
    expect(eventAnalyticsOf(7)).toBeNull();
  });
});
