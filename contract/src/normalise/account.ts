import { maskAccountNumber } from '../domain/banks.ts';
import type { AccountType } from '../domain/constants.ts';
import type { Profile, ProfileBank } from '../model/profile.ts';
import { day, text } from './values.ts';

/** The profile fields CUSTOMERDETAILS, BUSINESSDETAILS and PARTNERDETAILS send, all optional. */
export interface RawProfileFields {
  customername?: unknown;
  businessname?: unknown;
  partnername?: unknown;
  phone?: unknown;
  email?: unknown;
  dtregistered?: unknown;
  updated_at?: unknown;
  facebook?: unknown;
  twitter?: unknown;
  instagram?: unknown;
  linkedin?: unknown;
  tiktok?: unknown;
  address?: unknown;
  bankname?: unknown;
  branchcode?: unknown;
  account?: unknown;
  accountnumber?: unknown;
  accountType?: unknown;
}

function bankOf(raw: RawProfileFields): ProfileBank | null {
  const number = text(raw.accountnumber);
  const bank: ProfileBank = {
    bankName: text(raw.bankname),
    branchCode: text(raw.branchcode),
    accountHolder: text(raw.account),
    // The full number never leaves the BFF.
    maskedAccountNumber: number ? maskAccountNumber(number) : null,
    accountType: text(raw.accountType),
  };
  return Object.values(bank).some((v) => v !== null) ? bank : null;
}

/**
 * A profile answer to the product's Profile. The name field depends on the account type; social
 * handles and the address are dropped for customers (the spec hides them there).
 */
export function normaliseProfile(raw: RawProfileFields, accountType: AccountType): Profile {
  const name =
    accountType === 'customer'
      ? text(raw.customername)
      : accountType === 'business'
        ? text(raw.businessname)
        : text(raw.partnername);
  const customer = accountType === 'customer';
  const social = (value: unknown) => (customer ? null : text(value));
  return {
    accountType,
    name: name ?? '',
    email: text(raw.email),
    phone: text(raw.phone),
    registeredOn: day(raw.dtregistered),
    updatedOn: day(raw.updated_at),
    socials: {
      facebook: social(raw.facebook),
      twitter: social(raw.twitter),
      instagram: social(raw.instagram),
      linkedin: social(raw.linkedin),
      tiktok: social(raw.tiktok),
    },
    address: accountType === 'business' ? text(raw.address) : null,
    bank: bankOf(raw),
  };
}
