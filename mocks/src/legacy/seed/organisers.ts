import { saDateTime } from '../clock.ts';
import type { Business, Promoter } from '../model.ts';
import { DEMO_BUSINESS_ID, DEMO_PARTNER_ID, type SeedHash } from './people.ts';

export const DEMO_PROMOTER_ID = 401;

export function seedBusinesses(now: Date, password: SeedHash): Business[] {
  const rows: [number, string, string, string, string, string, number | null][] = [
    [
      DEMO_BUSINESS_ID,
      'Demo Events Co',
      'Naledi Khumalo',
      'organiser@demo.co.za',
      '0710000002',
      '12 Demo Street, Braamfontein, Johannesburg',
      null,
    ],
    [
      202,
      'Karoo Sound Collective',
      'Johan Pretorius',
      'bookings@karoosound.example.co.za',
      '0710000012',
      '4 Kloof Lane, Cape Town',
      DEMO_PARTNER_ID,
    ],
    [
      203,
      'Ubuntu Gatherings',
      'Zanele Mthembu',
      'hello@ubuntugatherings.example.co.za',
      '0710000013',
      '88 Marine Parade, Durban',
      DEMO_PARTNER_ID,
    ],
    [
      204,
      'Coastline Festivals',
      'Ruben Jacobs',
      'info@coastline.example.co.za',
      '0710000014',
      '3 Harbour Road, Gqeberha',
      null,
    ],
  ];
  return rows.map(([id, name, contactName, email, phone, address, recruitedBy], index) => ({
    id,
    name,
    contactName,
    email,
    phone,
    address,
    recruitedBy,
    passwordHash: password(email),
    registeredAt: saDateTime(now, -300 + index * 20),
  }));
}

export function seedPromoters(now: Date, password: SeedHash): Promoter[] {
  return [
    {
      id: DEMO_PROMOTER_ID,
      businessId: DEMO_BUSINESS_ID,
      firstName: 'Sipho',
      lastName: 'Ndlovu',
      email: 'booster@demo.co.za',
      phone: '0710000004',
      creditCents: 25000,
      active: true,
      passwordHash: password('booster@demo.co.za'),
      registeredAt: saDateTime(now, -60),
    },
    {
      id: 402,
      businessId: DEMO_BUSINESS_ID,
      firstName: 'Mpho',
      lastName: 'Sithole',
      email: 'mpho.sithole@example.co.za',
      phone: '0710000024',
      creditCents: 1500,
      active: false,
      passwordHash: password('mpho.sithole@example.co.za'),
      registeredAt: saDateTime(now, -45),
    },
  ];
}
