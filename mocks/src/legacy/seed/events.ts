import { saDateTime, saDay } from '../clock.ts';
import type { EventRecord } from '../model.ts';
import { BLUEPRINTS } from './event-table.ts';

export function seedEvents(now: Date): EventRecord[] {
  return BLUEPRINTS.map(
    ([id, businessId, name, category, province, venue, offset, balanceCents, extra = {}]) => {
      const state = extra.state ?? 'active';
      return {
        id,
        businessId,
        name,
        category,
        province,
        venue,
        description: `${name}: a ${category} event at ${venue}. Bring friends and family; tickets are limited.`,
        theme: extra.theme ?? '',
        day: saDay(now, offset),
        finishDay: saDay(now, offset + (extra.days ?? 0)),
        startTime: extra.start ?? '18:00:00',
        finishTime: extra.finish ?? '23:00:00',
        poster: extra.noPoster ? '' : 'poster.jpg',
        // Budgets are whole hundreds above the balance: some of it was spent on sales fees.
        budgetCents: extra.draft ? 0 : Math.ceil((balanceCents + 1) / 10000) * 10000 + 10000,
        balanceCents,
        sponsored: extra.sponsored === true,
        campaignStatus: extra.stop || extra.draft ? 'stop' : 'running',
        state,
        postponedAt: state === 'postponed' ? saDateTime(now, -2) : null,
        cancelledAt: state === 'cancelled' ? saDateTime(now, -1) : null,
        likes: (id * 7) % 23,
        clicks: (id * 37) % 211,
        createdAt: saDateTime(now, Math.min(offset, 0) - 30 - id),
      };
    },
  );
}
