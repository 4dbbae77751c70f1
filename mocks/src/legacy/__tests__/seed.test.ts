import { EVENT_TYPES, PROVINCES } from '@tix/contract/domain/constants';
import { describe, expect, it } from 'vitest';
import { saDay } from '../clock.ts';
import { DEMO_LOGINS } from '../demo-logins.ts';
import { verifyPassword } from '../passwords.ts';
import { createSeed, DEMO_BUSINESS_ID, DEMO_PARTNER_ID } from '../seed/index.ts';
import { build, NOW, op, TODAY } from './helpers.ts';

const seed = createSeed(NOW);
const future = seed.events.filter((e) => e.day > TODAY);

describe('seed', () => {
  it('has the nine provinces and the event types as categories', () => {
    expect(seed.provinces).toEqual(PROVINCES.map((name, i) => ({ id: i + 1, name })));
    expect(seed.categories).toEqual([...EVENT_TYPES]);
  });

  it('has events across provinces and categories, mostly within the next 90 days', () => {
    expect(seed.events.length).toBeGreaterThanOrEqual(24);
    expect(new Set(seed.events.map((e) => e.province)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(seed.events.map((e) => e.category)).size).toBeGreaterThanOrEqual(8);
    expect(future.length).toBeGreaterThan(seed.events.length / 2);
    expect(future.every((e) => e.day >= saDay(NOW, 1) && e.day <= saDay(NOW, 90))).toBe(true);
    expect(seed.events.filter((e) => e.day < TODAY).length).toBeGreaterThanOrEqual(3);
  });

  it('has one postponed, one cancelled and one sponsored event, and some paused campaigns', () => {
    expect(seed.events.filter((e) => e.state === 'postponed')).toHaveLength(1);
    expect(seed.events.filter((e) => e.state === 'cancelled')).toHaveLength(1);
    expect(seed.events.filter((e) => e.sponsored)).toHaveLength(1);
    const stopped = seed.events.filter((e) => e.campaignStatus === 'stop').length;
    expect(stopped).toBeGreaterThanOrEqual(3);
    expect(stopped).toBeLessThan(seed.events.length / 2);
  });

  it('has future events with a balance under R6 (hidden from the home grid)', () => {
    expect(future.filter((e) => e.balanceCents < 600).length).toBeGreaterThanOrEqual(2);
  });

  it('has several organisers, the demo one with at least five events', () => {
    expect(seed.businesses.length).toBeGreaterThanOrEqual(3);
    expect(seed.events.filter((e) => e.businessId === DEMO_BUSINESS_ID).length).toBeGreaterThanOrEqual(5);
    expect(new Set(seed.events.map((e) => e.businessId)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every funded event three tiers with adult and kids prices, and sells out one tier', () => {
    for (const event of seed.events) {
      const tiers = seed.ticketTypes.filter((t) => t.eventId === event.id);
      // Drafts (no budget yet) have loaded no tickets.
      expect(tiers.map((t) => t.tier)).toEqual(event.budgetCents > 0 ? ['vvip', 'vip', 'general'] : []);
      expect(tiers.every((t) => t.priceCents > 0 && t.kidsPriceCents >= 0)).toBe(true);
    }
    expect(seed.ticketTypes.filter((t) => t.adultsAvailable <= 0 && t.kidsAvailable <= 0)).toHaveLength(1);
  });

  it('has a partner with recruits and a booster of the demo organiser', () => {
    expect(seed.businesses.filter((b) => b.recruitedBy === DEMO_PARTNER_ID).length).toBeGreaterThanOrEqual(1);
    const booster = seed.promoters.find((p) => p.email === 'booster@demo.co.za');
    expect(booster).toMatchObject({ businessId: DEMO_BUSINESS_ID, active: true });
  });

  it('stores the demo passwords hashed', async () => {
    const people = [...seed.customers, ...seed.businesses, ...seed.partners, ...seed.promoters];
    for (const demo of DEMO_LOGINS) {
      const person = people.find((p) => p.email === demo.email);
      expect(person?.phone).toBe(demo.phone);
      expect(person?.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(await verifyPassword(demo.password, person?.passwordHash ?? '')).toBe(true);
    }
  });

  it('uses only fictional addresses', () => {
    const people = [...seed.customers, ...seed.businesses, ...seed.partners, ...seed.promoters];
    expect(people.every((p) => /@(demo|[a-z]+\.example|example)\.co\.za$/.test(p.email))).toBe(true);
  });

  it('is identical across two builds with the same clock', async () => {
    expect(createSeed(NOW)).toEqual(seed);
    const [a, b] = [build(), build()];
    expect((await op(a, 'EVENTS')).body).toBe((await op(b, 'EVENTS')).body);
    expect((await op(a, 'TICKETS', { eventid: '4' })).body).toBe(
      (await op(b, 'TICKETS', { eventid: '4' })).body,
    );
  });

  it('moves its dates with the clock, so the data never goes stale', () => {
    const later = createSeed(new Date(NOW.getTime() + 400 * 24 * 3600 * 1000));
    const first = (s: typeof seed) => s.events.find((e) => e.id === 1)?.day;
    expect(first(later)).toBe(saDay(NOW, 412));
    expect(first(seed)).toBe(saDay(NOW, 12));
  });
});
