import { describe, expect, it } from 'vitest';
import { CUSTOMERDETAILS, PARTNERDETAILS } from '../../legacy/account-profile.ts';
import { profileSchema } from '../../model/profile.ts';
import { normaliseProfile } from '../account.ts';

// Realistic answers: PHP strings, empty strings for "none", a MySQL datetime, '0000-00-00'.
const rawCustomer = {
  customer_id: '101',
  customername: 'Thandi Dlamini ',
  email: 'customer@demo.co.za',
  phone: '0710000001',
  dtregistered: '2025-08-14 09:30:00',
  updated_at: '0000-00-00 00:00:00',
  facebook: 'thandi.fb',
  address: '12 Long Street',
  bankname: 'Capitec',
  branchcode: '470010',
  account: 'T Dlamini',
  accountnumber: '1234567890',
  accountType: 'savings',
};

const rawPartner = {
  partnerid: 301,
  affiliateid: 'LERATO301',
  partnername: 'Lerato Mokoena',
  email: 'partner@demo.co.za',
  phone: null,
  dtregistered: '2025-04-16',
  instagram: '@lerato',
  twitter: '',
  bankname: '',
  accountnumber: '',
};

describe('normaliseProfile', () => {
  it('reads a customer answer: name, dates, masked account number, no socials or address', () => {
    expect(CUSTOMERDETAILS.response.safeParse(rawCustomer).success).toBe(true);
    const profile = normaliseProfile(rawCustomer, 'customer');
    expect(profileSchema.parse(profile)).toEqual({
      accountType: 'customer',
      name: 'Thandi Dlamini',
      email: 'customer@demo.co.za',
      phone: '0710000001',
      registeredOn: '2025-08-14',
      updatedOn: null,
      socials: { facebook: null, twitter: null, instagram: null, linkedin: null, tiktok: null },
      address: null,
      bank: {
        bankName: 'Capitec',
        branchCode: '470010',
        accountHolder: 'T Dlamini',
        maskedAccountNumber: '******7890',
        accountType: 'savings',
      },
    });
  });

  it('reads a partner answer: partnername, socials kept, empty strings as none, no bank', () => {
    expect(PARTNERDETAILS.response.safeParse(rawPartner).success).toBe(true);
    const profile = normaliseProfile(rawPartner, 'partner');
    expect(profile.name).toBe('Lerato Mokoena');
    expect(profile.phone).toBeNull();
    expect(profile.socials).toEqual({
      facebook: null,
      twitter: null,
      instagram: '@lerato',
      linkedin: null,
      tiktok: null,
    });
    expect(profile.bank).toBeNull();
    expect(profile.address).toBeNull();
  });

  it('keeps the address for organisers only and never leaks the full account number', () => {
    const profile = normaliseProfile(
      { businessname: 'Demo Events Co', address: '1 Main Road, Soweto', accountnumber: 62001234567 },
      'business',
    );
    expect(profile.address).toBe('1 Main Road, Soweto');
    expect(profile.bank?.maskedAccountNumber).toBe('*******4567');
    expect(JSON.stringify(profile)).not.toContain('62001234567');
  });
});
