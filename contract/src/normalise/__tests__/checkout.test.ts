import { describe, expect, it } from 'vitest';
import { normaliseAvailability, normaliseBuyerLookup, normalisePayeeBank } from '../checkout.ts';

// Raw answers as the legacy sends them: numbers as strings, `{val: 0}` for no rows.
const vipRow = {
  ticketid: '5005',
  ticket_cat: 'vip',
  price: '280.00',
  avail_tickets: '12',
  kids_tickets: '0',
};

describe('normaliseAvailability (CHECKAVAILABLETICKETS)', () => {
  it('reads the stock at the top level, with the category as the messages name it', () => {
    expect(normaliseAvailability({ ...vipRow, category: 'vip' }, '5005', 'general')).toEqual({
      category: 'VIP',
      adults: 12,
      kids: 0,
    });
  });

  it('reads the stock under `category`, as an object or as a list of rows', () => {
    expect(normaliseAvailability({ category: vipRow }, '5005', 'general')).toMatchObject({ adults: 12 });
    const other = { ...vipRow, ticketid: '5006', ticket_cat: 'general', avail_tickets: 3 };
    expect(normaliseAvailability({ category: [other, vipRow] }, '5005', 'general')).toMatchObject({
      category: 'VIP',
      adults: 12,
    });
    expect(normaliseAvailability([other, vipRow], '5006', 'vip')).toMatchObject({
      category: 'General',
      adults: 3,
    });
  });

  it('reads an answer without counts (the spec names only "category") as unknown stock, not sold out', () => {
    expect(normaliseAvailability({ category: 'vip' }, '5005', 'general')).toEqual({
      category: 'VIP',
      adults: null,
      kids: null,
    });
    expect(normaliseAvailability({ val: '0' }, '5005', 'vvip')).toEqual({
      category: 'VVIP',
      adults: null,
      kids: null,
    });
  });

  it('keeps a count it was sent, 0 included, and leaves the missing one unknown', () => {
    const { kids_tickets: _kids, ...adultsOnly } = vipRow;
    expect(normaliseAvailability({ category: { ...adultsOnly, avail_tickets: '0' } }, '5005', 'vip')).toEqual(
      {
        category: 'VIP',
        adults: 0,
        kids: null,
      },
    );
  });
});

describe('normalisePayeeBank (/api/select/payment/method)', () => {
  it('takes the row that carries banking data, numbers as text', () => {
    const bank = normalisePayeeBank([
      { eventid: '1', business_name: 'Soweto Sounds', account_number: '' },
      {
        eventid: '1',
        business_name: 'Soweto Sounds',
        bank_name: 'Capitec',
        account_number: 1234567890,
        account_holder: 'Soweto Sounds (Pty) Ltd',
        branch_code: '470010',
        cell_number: '0710000002',
        tel: null,
        email: 'organiser@demo.co.za',
        address: ' ',
      },
    ]);
    expect(bank).toMatchObject({
      bankName: 'Capitec',
      accountNumber: '1234567890',
      tel: null,
      address: null,
    });
  });

  it('is null when the legacy has no rows', () => {
    expect(normalisePayeeBank({ val: 0 })).toBeNull();
  });
});

describe('normaliseBuyerLookup (getUserEmail / getUserPhone)', () => {
  it('joins first and last name', () => {
    expect(
      normaliseBuyerLookup([{ email: 'a@b.co.za', phone: 710000001, fname: 'Thandi', lname: 'Nkosi' }]),
    ).toEqual({
      email: 'a@b.co.za',
      phone: '710000001',
      fullName: 'Thandi Nkosi',
    });
  });

  it('is null when nobody matched', () => {
    expect(normaliseBuyerLookup([])).toBeNull();
    expect(normaliseBuyerLookup({ val: 0 })).toBeNull();
  });
});
