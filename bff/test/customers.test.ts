import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { describe, expect, it } from 'vitest';
import { accountStack } from './account-helpers.ts';

const { browser } = accountStack();

const customersOf = async (b: ReturnType<typeof browser>, search?: string) => {
  const url = search
    ? `/api/organiser/customers?${new URLSearchParams({ search }).toString()}`
    : '/api/organiser/customers';
  const res = await b.get(url);
  expect(res.status).toBe(200);
  return res.body as unknown as OrganiserCustomer[];
};

describe("the organiser's customers", () => {
  it('lists each buyer of the organiser’s events once, as many as the dashboard counts', async () => {
    const b = browser();
    await b.login('organiser@demo.co.za');
    const all = await customersOf(b);
    expect(all.length).toBeGreaterThan(1);
    const emails = all.map((c) => c.email?.toLowerCase());
    expect(new Set(emails).size).toBe(all.length);
    const counts = (await b.get('/api/organiser/counts')).body as { clientCount: number };
    expect(counts.clientCount).toBe(all.length);
    for (const c of all) expect(c.fullName.length).toBeGreaterThan(0);
  });

  it('searches by a full name with a space in it (sent to the legacy as +), and by email', async () => {
    const b = browser();
    await b.login('organiser@demo.co.za');
    const all = await customersOf(b);
    const someone = all.find((c) => c.firstName && c.lastName);
    if (!someone) throw new Error('no named customer in the seed');
    const byName = await customersOf(b, `${someone.firstName} ${someone.lastName}`);
    expect(byName.map((c) => c.id)).toContain(someone.id);
    expect(byName.length).toBeLessThan(all.length);
    const byEmail = await customersOf(b, someone.email ?? '');
    expect(byEmail.map((c) => c.id)).toEqual([someone.id]);
    expect(await customersOf(b, 'nobody-by-this-name')).toEqual([]);
  });

  it('shows another organiser only their own buyers', async () => {
    const demo = browser();
    await demo.login('organiser@demo.co.za');
    const mine = new Set((await customersOf(demo)).map((c) => c.email));
    const other = browser();
    await other.login('bookings@karoosound.example.co.za');
    const theirs = await customersOf(other);
    const counts = (await other.get('/api/organiser/counts')).body as { clientCount: number };
    expect(theirs).toHaveLength(counts.clientCount);
    // The same person may buy from both; the lists are each organiser's own, not one list.
    expect(theirs.map((c) => c.email)).not.toEqual([...mine]);
  });

  it('is for organisers only: guests get 401, customers 403', async () => {
    expect((await browser().get('/api/organiser/customers')).status).toBe(401);
    const customer = browser();
    await customer.login('customer@demo.co.za');
    expect((await customer.get('/api/organiser/customers')).status).toBe(403);
  });
});
