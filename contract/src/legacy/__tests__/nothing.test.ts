import { describe, expect, it } from 'vitest';
import {
  normaliseAvailability,
  normaliseEvents,
  normaliseOrganiserCustomers,
  normaliseRankings,
  rows,
} from '../../normalise/index.ts';
import { listRows, oneRow } from '../../normalise/shapes.ts';
import { operationList } from '../catalogue.ts';
import * as L from '../index.ts';
import { NOT_FOUND } from '../not-found.ts';
import { isNothing, listOrEmpty, nothing } from '../raw.ts';

// PHP's forms of "nothing", as a script written from the spec may print them for no row, an
// unknown id or an empty list (an empty body is read as null by the BFF's parser).
const NOTHING_FORMS: readonly unknown[] = [null, [], {}, false, { val: 0 }, { val: '0' }, 0, '0', ''];

const byIdReads = operationList.filter((op) => op.notFound !== undefined);

describe("PHP's forms of nothing", () => {
  it.each(NOTHING_FORMS.map((form) => [JSON.stringify(form), form]))('%s is nothing', (_, form) => {
    expect(isNothing(form)).toBe(true);
    expect(nothing.safeParse(form).success).toBe(true);
  });

  it.each([[[{ eventid: '1' }]], [{ val: 1 }], [{ likes: 0 }], [1], ['ev-7k2'], [true]])(
    '%j is something',
    (value) => {
      expect(isNothing(value)).toBe(false);
    },
  );
});

describe('by-id reads', () => {
  it('are the reads of one object the product shows, each with its not-found words', () => {
    expect(byIdReads.map((op) => op.key).sort()).toEqual(
      [
        'AFFILIATEDETAILS',
        'CHECKAVAILABLETICKETS',
        'FETCH-EVENT-DETAILS',
        'GET-PRIVATE-EVENT-DETAILS',
        'GET-REFUND-GOVERNANCE-RULES',
        'GET-TEXT-MESSAGES',
        'GETNUMBEROFLIKES',
        'MODELDETAILS',
        'ZOOM-IN-TICKET',
      ].sort(),
    );
    const words = new Set<string>(Object.values(NOT_FOUND));
    for (const op of byIdReads) expect(words.has(op.notFound ?? '')).toBe(true);
    expect(L.FETCH_EVENT_DETAILS.notFound).toBe(NOT_FOUND.event);
  });

  it.each(byIdReads.map((op) => [op.key, op]))(
    '%s accepts every form of nothing (not a bad answer)',
    (_, op) => {
      for (const form of NOTHING_FORMS) expect(op.response.safeParse(form).success).toBe(true);
    },
  );
});

describe('lists', () => {
  const row = L.rawEventRow;
  it.each(NOTHING_FORMS.map((form) => [JSON.stringify(form), form]))('%s is an empty list', (_, form) => {
    expect(listOrEmpty(row).safeParse(form).success).toBe(true);
    expect(rows(listOrEmpty(row).parse(form))).toEqual([]);
    expect(normaliseEvents(L.EVENTS.response.parse(form))).toEqual([]);
    expect(normaliseRankings(L.RANKING_NATIONAL.response.parse(form))).toEqual([]);
    expect(normaliseOrganiserCustomers(L.CLIENTELE_GETCLIENTELE.response.parse(form))).toEqual([]);
    expect(listRows(form)).toEqual([]);
    expect(oneRow(form)).toBeUndefined();
  });

  it('every list answer of the catalogue accepts every form of nothing', () => {
    const lists = operationList.filter((op) => op.response.safeParse([]).success && !op.responseNotShown);
    expect(lists.length).toBeGreaterThan(30);
    const refusing = lists.flatMap((op) =>
      NOTHING_FORMS.filter((form) => !op.response.safeParse(form).success).map(
        (form) => `${op.key}: ${JSON.stringify(form)}`,
      ),
    );
    expect(refusing).toEqual([]);
  });

  it('reads the stock of a ticket type sent as nothing as unknown, never as none left', () => {
    expect(normaliseAvailability(null, '5', 'vip')).toEqual({ category: 'VIP', adults: null, kids: null });
  });
});
