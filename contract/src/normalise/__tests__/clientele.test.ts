import { describe, expect, it } from 'vitest';
import { CLIENTELE_GETCLIENTELE, CLIENTELE_SEARCHCLIENTELE } from '../../legacy/index.ts';
import { organiserCustomerSchema } from '../../model/organiser.ts';
import { normaliseOrganiserCustomers } from '../clientele.ts';

describe('normaliseOrganiserCustomers', () => {
  const buyers = [
    {
      clientid: '501',
      fname: 'Thandi',
      lname: 'Mokoena',
      phone: '0821234567',
      email: 'thandi@example.co.za',
    },
    { clientid: 502, fname: '', lname: null, phone: 27831234567, email: 'sipho@example.co.za' },
  ];

  it('reads a plain list, with names joined and the email standing in for a missing name', () => {
    const customers = normaliseOrganiserCustomers(CLIENTELE_GETCLIENTELE.response.parse(buyers));
    expect(organiserCustomerSchema.array().parse(customers)).toEqual([
      {
        id: '501',
        firstName: 'Thandi',
        lastName: 'Mokoena',
        fullName: 'Thandi Mokoena',
        phone: '0821234567',
        email: 'thandi@example.co.za',
      },
      {
        id: '502',
        firstName: null,
        lastName: null,
        fullName: 'sipho@example.co.za',
        phone: '27831234567',
        email: 'sipho@example.co.za',
      },
    ]);
  });

  it('reads the campaign buyers under `buyers`', () => {
    const raw = CLIENTELE_GETCLIENTELE.response.parse({ buyers });
    expect(normaliseOrganiserCustomers(raw).map((c) => c.id)).toEqual(['501', '502']);
    expect(
      normaliseOrganiserCustomers(CLIENTELE_GETCLIENTELE.response.parse({ buyers: { val: 0 } })),
    ).toEqual([]);
  });

  it('reads {val: 0} as no customers, for a search too', () => {
    expect(normaliseOrganiserCustomers(CLIENTELE_GETCLIENTELE.response.parse({ val: 0 }))).toEqual([]);
    expect(normaliseOrganiserCustomers(CLIENTELE_SEARCHCLIENTELE.response.parse({ val: '0' }))).toEqual([]);
  });
});
