import { saDateTime } from '../clock.ts';
import type { Customer, Partner } from '../model.ts';

// Fictional people with South African names; every address is @demo.co.za or @example.co.za.

export const DEMO_CUSTOMER_ID = 101;
export const DEMO_BUSINESS_ID = 201;
export const DEMO_PARTNER_ID = 301;

/** Stores a seeded account's password: the stand-in hashes it, MSW keeps nothing (no crypto in a browser). */
export type SeedHash = (email: string) => string;

export function seedCustomers(now: Date, password: SeedHash): Customer[] {
  const rows: [number, string, string, string, string, number][] = [
    [DEMO_CUSTOMER_ID, 'Thandi', 'Dlamini', 'customer@demo.co.za', '0710000001', -200],
    [102, 'Pieter', 'van der Berg', 'pieter.vdberg@example.co.za', '0710000021', -150],
    [103, 'Ayesha', 'Patel', 'ayesha.patel@example.co.za', '0710000022', -90],
    [104, 'Kagiso', 'Molefe', 'kagiso.molefe@example.co.za', '0710000023', -30],
  ];
  return rows.map(([id, firstName, lastName, email, phone, days]) => ({
    id,
    firstName,
    lastName,
    email,
    phone,
    passwordHash: password(email),
    registeredAt: saDateTime(now, days),
  }));
}

export function seedPartners(now: Date, password: SeedHash): Partner[] {
  const email = 'partner@demo.co.za';
  return [
    {
      id: DEMO_PARTNER_ID,
      name: 'Lerato Mokoena',
      email,
      phone: '0710000003',
      affiliateId: 'LERATO301',
      partnerType: 'individual',
      passwordHash: password(email),
      registeredAt: saDateTime(now, -320),
    },
  ];
}
