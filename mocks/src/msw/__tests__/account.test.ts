import { api } from '@tix/contract/api/index';
import { describe, expect, it } from 'vitest';
import { bffAnswer, demoSession } from '../node.ts';

// The demo accounts' own data as mock mode answers it (the BFF over the seeded stand-in), through
// the contract's response schemas.
describe("the demo accounts' data in mock mode", () => {
  it('each demo profile is a GET /api/profile answer of its own type, customers without socials', async () => {
    const profileOf = async (role: 'customer' | 'organiser' | 'partner') =>
      api.account.getProfile.response.parse(await bffAnswer('/api/profile', demoSession(role)));
    const [customer, organiser, partner] = [
      await profileOf('customer'),
      await profileOf('organiser'),
      await profileOf('partner'),
    ];
    expect([customer.accountType, organiser.accountType, partner.accountType]).toEqual([
      'customer',
      'business',
      'partner',
    ]);
    expect(Object.values(customer.socials).every((v) => v === null)).toBe(true);
    expect(organiser.bank?.maskedAccountNumber).toMatch(/^\*+\d{4}$/);
  });

  it("the demo customer's liked events are events of the world", async () => {
    const liked = api.account.listLikes.response.parse(
      await bffAnswer('/api/likes', demoSession('customer')),
    );
    expect(liked.length).toBeGreaterThan(0);
    for (const event of liked) {
      const page = await bffAnswer<{ event: { id: string } }>(`/api/events/${event.id}`);
      expect(page.event.id).toBe(event.id);
    }
  });
});
