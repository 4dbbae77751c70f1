import { saDateTime } from '../clock.ts';
import { DEMO_PASSWORD } from '../demo-logins.ts';
import type { Customer, Partner } from '../model.ts';
import { deterministicSalt, hashPassword } from '../passwords.ts';

// Fictional people with South African names; every address is @demo.co.za or @example.co.za.

export const DEMO_CUSTOMER_ID = 101;
export const DEMO_BUSINESS_ID = 201;
export const DEMO_PARTNER_ID = 301;

export const password = (email: string, plain = DEMO_PASSWORD) =>
  hashPassword(plain, deterministicSalt(email));

export function seedCustomers(now: Date): Customer[] {
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

export function seedPartners(now: Date): Partner[] {
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
