import type { AccountKind, Business, Customer, Partner, StandinData } from '../model.ts';
import { phoneKey } from '../outbox.ts';
import type { MemberAccount as SessionAccount } from '../sessions.ts';

/** A login candidate: who it is and the stored password hash. */
export interface LoginCandidate {
  readonly account: SessionAccount;
  readonly passwordHash: string;
}

const matches = (login: string) => {
  const value = login.trim();
  if (value.includes('@')) return (p: { email: string }) => p.email.toLowerCase() === value.toLowerCase();
  const key = phoneKey(value);
  return (p: { phone: string }) => key !== '' && phoneKey(p.phone) === key;
};

/**
 * The accounts loginWeb.php may log in for this identifier (email or phone): partners when the
 * affiliate toggle is on, otherwise customers and organisers.
 */
export function loginCandidates(data: StandinData, login: string, partner: boolean): LoginCandidate[] {
  const match = matches(login);
  if (partner) {
    return data.partners
      .filter(match)
      .map((p) => ({ account: { type: 'partner', id: p.id, name: p.name }, passwordHash: p.passwordHash }));
  }
  return [
    ...data.customers.filter(match).map(
      (c): LoginCandidate => ({
        account: { type: 'customer', id: c.id, name: `${c.firstName} ${c.lastName}` },
        passwordHash: c.passwordHash,
      }),
    ),
    ...data.businesses.filter(match).map(
      (b): LoginCandidate => ({
        account: { type: 'business', id: b.id, name: b.name },
        passwordHash: b.passwordHash,
      }),
    ),
  ];
}

export type AccountRecord = Customer | Business | Partner;

/** The records of one account type. */
export function accountsOf(data: StandinData, type: AccountKind): AccountRecord[] {
  return type === 'customer' ? data.customers : type === 'business' ? data.businesses : data.partners;
}

export function findAccount(data: StandinData, type: AccountKind, id: number): AccountRecord | undefined {
  return accountsOf(data, type).find((a) => a.id === id);
}

/** The account's name as the legacy shows it: a customer's first name and surname joined. */
export const accountName = (record: AccountRecord): string =>
  'firstName' in record ? `${record.firstName} ${record.lastName}` : record.name;

/** True when another account of the same login space (customers and organisers, or partners) has it. */
export function emailTaken(
  data: StandinData,
  email: string,
  partner: boolean,
  except?: AccountRecord,
): boolean {
  return loginCandidates(data, email, partner).some((c) => {
    const record = findAccount(data, c.account.type, c.account.id);
    return record !== except;
  });
}
