import { describe, expect, it } from 'vitest';
import { boosterSellBlock } from '../../domain/promoters.ts';
import {
  ADDPROMOTER,
  MERCHANTS_SEARCHMERCHANTS,
  PROMOTERS_GETPROMOTERS,
  PROMOTERS_SEARCHPROMOTERS,
  UPDATEPROMOTERDETAILS,
} from '../../legacy/index.ts';
import { merchantSchema, promoterSchema, publicMerchant } from '../../model/promoter.ts';
import { normaliseMerchants, normalisePromoterSave, normalisePromoters } from '../promoters.ts';

describe('normalisePromoters', () => {
  const raw = PROMOTERS_GETPROMOTERS.response.parse([
    {
      promoterid: '12',
      businessid: '77',
      fname: 'Lerato',
      lname: 'Dlamini',
      phone: '0721112222',
      email: 'lerato@example.co.za',
      amount: '100.00',
      activation: '1',
    },
    { promoterid: 13, fname: 'Sipho', lname: '', amount: null, activation: null },
  ]);
  const [lerato, sipho] = normalisePromoters(raw);

  it('reads the credit in cents and the activation number', () => {
    expect(promoterSchema.array().parse([lerato, sipho])).toHaveLength(2);
    expect(lerato).toMatchObject({ id: '12', fullName: 'Lerato Dlamini', creditCents: 10000, activation: 1 });
  });

  it('reads a missing credit as R0 and a missing activation as inactive', () => {
    expect(sipho).toMatchObject({
      fullName: 'Sipho',
      lastName: null,
      creditCents: 0,
      activation: 0,
      businessId: null,
    });
  });

  it('reads {val: 0} as none, for a search too', () => {
    expect(normalisePromoters(PROMOTERS_SEARCHPROMOTERS.response.parse({ val: 0 }))).toEqual([]);
  });
});

describe('normaliseMerchants', () => {
  it('reads the organisations a promoter can log in to', () => {
    const raw = MERCHANTS_SEARCHMERCHANTS.response.parse([
      { id: '77', business_name: 'Kasi Sounds', email: 'events@kasisounds.co.za', cell_number: '0110001111' },
      { id: 78, business_name: null },
    ]);
    expect(normaliseMerchants(raw)).toEqual([
      { id: '77', name: 'Kasi Sounds', email: 'events@kasisounds.co.za', phone: '0110001111' },
      { id: '78', name: '', email: null, phone: null },
    ]);
    // What anyone may see: id and name only (the login email and phone stay in the BFF).
    expect(merchantSchema.array().parse(normaliseMerchants(raw).map(publicMerchant))).toEqual([
      { id: '77', name: 'Kasi Sounds' },
      { id: '78', name: '' },
    ]);
    expect(normaliseMerchants(MERCHANTS_SEARCHMERCHANTS.response.parse({ val: '0' }))).toEqual([]);
  });
});

describe('promoter and booster rules', () => {
  it('lets the domain judge a promoter row as it stands', () => {
    const [row] = normalisePromoters(
      PROMOTERS_GETPROMOTERS.response.parse([{ promoterid: 1, activation: '0', amount: 500 }]),
    );
    expect(row && boosterSellBlock({ activation: row.activation, balanceCents: row.creditCents })).toBe(
      'inactive',
    );
  });
});

describe('normalisePromoterSave', () => {
  it('reads val 3 as saved when adding but as an error when updating', () => {
    expect(normalisePromoterSave(ADDPROMOTER.response.parse({ val: '3' }), 'add')).toEqual({
      outcome: 'saved',
      message: null,
    });
    const update = UPDATEPROMOTERDETAILS.response.parse({ val: 3, error: 'Password too short' });
    expect(normalisePromoterSave(update, 'update')).toEqual({
      outcome: 'refused',
      message: 'Password too short',
    });
  });

  it('reads val 2 as an existing email or phone', () => {
    const raw = ADDPROMOTER.response.parse({ val: 2, message: 'Email or phone already exists' });
    expect(normalisePromoterSave(raw, 'add')).toMatchObject({ outcome: 'exists' });
  });

  it('reads anything else as refused when adding and updated when updating', () => {
    expect(normalisePromoterSave(ADDPROMOTER.response.parse('Something went wrong'), 'add')).toEqual({
      outcome: 'refused',
      message: 'Something went wrong',
    });
    expect(
      normalisePromoterSave(UPDATEPROMOTERDETAILS.response.parse({ message: 'Profile updated' }), 'update'),
    ).toEqual({
      outcome: 'saved',
      message: 'Profile updated',
    });
  });
});
