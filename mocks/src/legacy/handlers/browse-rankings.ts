import * as legacy from '@tix/contract/legacy/index';
import { type EventRecord, isPubliclyListed, type StandinData } from '../model.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { listOrVal } from './rows.ts';

// The ranking grids (/api/select/ranking/*): tickets sold, by event, by province and by region.
// The spec names only the row fields; this is one reasonable reading, with PHP's string numbers.

const TOP = 10;

function ticketsSold(data: StandinData, event: EventRecord): number {
  return data.ticketTypes
    .filter((t) => t.eventId === event.id)
    .reduce((sum, t) => sum + t.adultsSold + t.kidsSold, 0);
}

/** Cancelled and deleted events drop out of the rankings. */
const ranked = (data: StandinData) => data.events.filter(isPubliclyListed);

/** The town of a venue: its last comma-separated part ('Green Point Park, Cape Town'). */
const regionOf = (venue: string) => venue.split(',').at(-1)?.trim() || venue;

interface Group {
  name: string;
  province: string;
  count: number;
  quantity: number;
}

function groupBy(data: StandinData, key: (e: EventRecord) => string): Group[] {
  const groups = new Map<string, Group>();
  for (const event of ranked(data)) {
    const name = key(event);
    const group = groups.get(name) ?? { name, province: event.province, count: 0, quantity: 0 };
    group.count += 1;
    group.quantity += ticketsSold(data, event);
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

export const rankingHandlers: readonly RegisteredHandler[] = [
  handle(legacy.RANKING_NATIONAL, (_params, { data }) => {
    const top = ranked(data)
      .map((event) => ({ event, quantity: ticketsSold(data, event) }))
      .sort((a, b) => b.quantity - a.quantity || a.event.id - b.event.id)
      .slice(0, TOP);
    return listOrVal(
      top.map(({ event, quantity }, i) => ({
        ranks: String(i + 1),
        quantity: String(quantity),
        event_name: event.name,
        poster: event.poster,
        province: event.province,
        eventid: String(event.id),
        businessid: String(event.businessId),
      })),
    );
  }),

  handle(legacy.RANKING_PROVINCIAL, (_params, { data }) => {
    const withEvents = groupBy(data, (e) => e.province);
    const empty = data.provinces
      .filter((p) => !withEvents.some((g) => g.name === p.name))
      .map((p) => ({ name: p.name, province: p.name, count: 0, quantity: 0 }));
    return listOrVal(
      [...withEvents, ...empty].map((g, i) => ({
        ranks: String(i + 1),
        province: g.name,
        count: String(g.count),
        quantity: String(g.quantity),
      })),
    );
  }),

  handle(legacy.RANKING_REGIONAL, (_params, { data }) =>
    listOrVal(
      groupBy(data, (e) => regionOf(e.venue))
        .slice(0, TOP)
        .map((g, i) => ({
          ranks: String(i + 1),
          regions: g.name,
          province: g.province,
          count: String(g.count),
          quantity: String(g.quantity),
        })),
    ),
  ),
];
