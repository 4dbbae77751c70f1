import type {
  CLIENTELE_GETCLIENTELE,
  CLIENTELE_SEARCHCLIENTELE,
  LegacyRawOf,
  rawClient,
} from '../legacy/index.ts';
import type { OrganiserCustomer } from '../model/organiser.ts';
import { fullName, listRows } from './shapes.ts';
import { id, text } from './values.ts';

type RawClient = import('zod').infer<typeof rawClient>;

export function normaliseOrganiserCustomer(raw: RawClient): OrganiserCustomer {
  const firstName = text(raw.fname);
  const lastName = text(raw.lname);
  const email = text(raw.email);
  return {
    id: id(raw.clientid),
    firstName,
    lastName,
    fullName: fullName(firstName, lastName, email),
    phone: text(raw.phone),
    email,
  };
}

type RawClientele =
  | LegacyRawOf<typeof CLIENTELE_GETCLIENTELE>
  | LegacyRawOf<typeof CLIENTELE_SEARCHCLIENTELE>;

/** CLIENTELE (both subqueries): a list, `{val: 0}`, or the list under `buyers` (campaign buyers). */
export function normaliseOrganiserCustomers(raw: RawClientele): OrganiserCustomer[] {
  const list = raw !== null && typeof raw === 'object' && 'buyers' in raw ? raw.buyers : raw;
  return listRows(list).map(normaliseOrganiserCustomer);
}
