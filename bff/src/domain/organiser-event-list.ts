import { legacy } from '@tix/contract';
import type { LegacyPort } from '../plugins/legacy.ts';

// The organiser's full event list. The spec gives MYEVENTS "optional accountid, accounttype,
// dashboard=yes or thumbnail=yes" and says /myevents shows all the organiser's events, without
// saying what each flag selects. The product read the dashboard variant, and a legacy written
// from the spec left a new event out of it. So the plain call (no variant flag) is read first,
// and the dashboard variant only when that answers nothing (assumption recorded in the legacy
// assumptions list).

/** MYEVENTS' rows of the session's organiser: the plain call, else the dashboard variant. */
export async function organiserEventRows(port: LegacyPort) {
  // An answer we cannot use (or a replay with no recording of the plain call) also falls back:
  // the dashboard variant is the read the product made before.
  const all = await port.legacy(legacy.MYEVENTS, { accounttype: 'business' }).catch(() => null);
  if (all !== null && !legacy.isNothing(all)) return all;
  return port.legacy(legacy.MYEVENTS, { accounttype: 'business', dashboard: 'yes' });
}
