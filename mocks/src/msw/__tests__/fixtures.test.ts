import { api } from '@tix/contract/api/index';
import { describe, expect, it } from 'vitest';
import { demoAccounts, guestSession, sessions } from '../fixtures/accounts.ts';
import { categories } from '../fixtures/categories.ts';
import { events, ticketTypes } from '../fixtures/events.ts';
import { provinces } from '../fixtures/provinces.ts';

// Every fixture goes through the contract's response schemas: the mocks cannot drift from the API.
describe('MSW fixtures match the contract', () => {
  it('provinces: the nine, as GET /api/provinces answers', () => {
    expect(api.browse.listProvinces.response.parse(provinces)).toHaveLength(9);
  });

  it('categories: more than nine, so the sidebar has a More link', () => {
    expect(api.browse.listCategories.response.parse(categories).length).toBeGreaterThan(9);
  });

  it('events: as GET /api/events and the search answer them', () => {
    expect(api.browse.listEvents.response.parse(events)).toHaveLength(events.length);
    expect(api.browse.searchEvents.response.parse(events)).toHaveLength(events.length);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('each event with its ticket types, as GET /api/events/:eventId answers', () => {
    for (const event of events) {
      const answer = { event, ticketTypes: ticketTypes[event.id] ?? [] };
      expect(api.browse.getEvent.response.parse(answer).event.id).toBe(event.id);
      expect(api.browse.getEvent.params?.parse({ eventId: event.id })).toEqual({ eventId: event.id });
    }
    expect(Object.keys(ticketTypes).every((id) => events.some((e) => e.id === id))).toBe(true);
  });

  it('sessions: guest and every demo account, as GET /api/session and the login answer them', () => {
    api.session.getSession.response.parse(guestSession);
    for (const s of Object.values(sessions)) api.session.login.response.parse(s);
    for (const a of demoAccounts) {
      expect(
        api.session.login.body?.parse({ emailOrPhone: a.email, password: a.password, partner: a.partner }),
      ).toBeTruthy();
    }
  });

  it('events cover several provinces and categories, with names of the fixture lists', () => {
    const names = new Set(provinces.map((p) => p.name));
    const cats = new Set(categories.map((c) => c.name));
    expect(new Set(events.map((e) => e.province)).size).toBeGreaterThanOrEqual(7);
    expect(events.every((e) => e.province !== null && names.has(e.province))).toBe(true);
    expect(events.every((e) => e.category !== null && cats.has(e.category))).toBe(true);
  });
});
