import { api } from '@tix/contract/api/index';
import { describe, expect, it } from 'vitest';
import { likedEventIds, profiles } from '../fixtures/account-profile.ts';
import { events } from '../fixtures/events.ts';

// The account fixtures go through the contract's response schemas, as fixtures.test.ts does.
describe('account fixtures match the contract', () => {
  it('each demo profile is a GET /api/profile answer of its own type, customers without socials', () => {
    for (const [type, profile] of Object.entries(profiles)) {
      expect(api.account.getProfile.response.parse(profile).accountType).toBe(type);
    }
    expect(Object.values(profiles.customer.socials).every((v) => v === null)).toBe(true);
    expect(profiles.business.bank?.maskedAccountNumber).toMatch(/^\*+\d{4}$/);
  });

  it('liked events exist among the event fixtures', () => {
    const liked = events.filter((e) => likedEventIds.includes(e.id));
    expect(api.account.listLikes.response.parse(liked)).toHaveLength(likedEventIds.length);
  });
});
