import {
  type DashboardCounterPart,
  type DashboardCountsAnswer,
  legacy,
  normaliseCampaignCount,
  normaliseClientCount,
  normaliseDeactivatedPromoterCount,
  normaliseEventCounts,
} from '@tix/contract';
import { badAnswer } from '../legacy/errors.ts';
import { isNothing, Parts, type PartsPort, rowsOrAnswer } from './partial-reads.ts';

// The organiser dashboard's counters (issue 40: a page survives a missing part). Each of the four
// count reads is its own part: one that fails, or answers PHP's nothing where the spec promises
// figures, leaves its counters null and is named in `unavailable`; the others are shown. Only when
// no count can be read does the dashboard's answer fail (with the first read's own failure).

/**
 * CAMPAIGNSTATSUSS and NUMBEROFCLIENTELE answer `val, <count>`: `{val: 0}` is the spec's "none"
 * (the stand-in answers it for an organiser with no campaigns or clients), so it counts as 0;
 * any other nothing (null, false, [], {}, an empty body) is a read that did not answer.
 */
const valOrCount = (answer: unknown): boolean => legacy.isEmptyVal(answer) || !isNothing(answer);

const NO_EVENT_COUNTS = { ongoing: null, upcoming: null, past: null, revenueCents: null };

export async function dashboardCounts(port: PartsPort): Promise<DashboardCountsAnswer> {
  const parts = new Parts<DashboardCounterPart>(port.log);
  const failures: unknown[] = [];
  // Keeps a read's own failure (503, 504, 502) for the answer when every read fails.
  const noted = <T>(read: Promise<T>): Promise<T> =>
    read.catch((error: unknown) => {
      failures.push(error);
      throw error;
    });
  const [events, campaigns, clients, deactivated] = await Promise.all([
    parts.read('eventCounts', legacy.FETCH_EVENT_COUNTS, noted(port.legacy(legacy.FETCH_EVENT_COUNTS))),
    parts.read('campaignCount', legacy.CAMPAIGNSTATSUSS, noted(port.legacy(legacy.CAMPAIGNSTATSUSS)), {
      usable: valOrCount,
    }),
    parts.read('clientCount', legacy.NUMBEROFCLIENTELE, noted(port.legacy(legacy.NUMBEROFCLIENTELE)), {
      usable: valOrCount,
    }),
    // Its field name is not shown in the spec: it may come as rows, so no rows is none.
    parts.read(
      'deactivatedPromoterCount',
      legacy.NUMBEROFBOOSTERDEACTIVATEDS,
      noted(port.legacy(legacy.NUMBEROFBOOSTERDEACTIVATEDS)),
      { usable: rowsOrAnswer },
    ),
  ]);
  if ([events, campaigns, clients, deactivated].every((answer) => answer === undefined)) {
    throw failures[0] ?? badAnswer(legacy.FETCH_EVENT_COUNTS.key);
  }
  return {
    ...(events === undefined ? NO_EVENT_COUNTS : normaliseEventCounts(events)),
    campaignCount: campaigns === undefined ? null : normaliseCampaignCount(campaigns),
    clientCount: clients === undefined ? null : normaliseClientCount(clients),
    deactivatedPromoterCount:
      deactivated === undefined ? null : normaliseDeactivatedPromoterCount(deactivated),
    ...parts.marker(),
  };
}
