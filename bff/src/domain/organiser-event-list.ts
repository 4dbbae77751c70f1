import { legacy, normaliseEventList, normaliseOrganiserEvents, type OrganiserEvent } from '@tix/contract';
import type { LegacyPort } from '../plugins/legacy.ts';
import { preferredRead } from './fallback-read.ts';
import { isNothing, type PartsPort } from './partial-reads.ts';

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

/**
 * The dashboard's table: the legacy's EVENT-LIST, the call the spec's dashboard makes; when it
 * answers nothing (PHP's nothing, no events, a refusal or an answer the BFF refuses) the list
 * /myevents reads (MYEVENTS), as the dashboard showed before.
 */
export async function dashboardEvents(port: PartsPort): Promise<OrganiserEvent[]> {
  const op = legacy.EVENT_LIST;
  const answer = await preferredRead(
    port.log,
    op,
    port.legacy(op),
    (a) => !isNothing(a) && a.status !== 'failed' && !isNothing(a.events),
  );
  const listed = answer === undefined ? [] : normaliseEventList(answer);
  return listed.length > 0 ? listed : normaliseOrganiserEvents(await organiserEventRows(port));
}
