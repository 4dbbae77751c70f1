import { saDateTime, saDay } from '../clock.ts';
import type { EventRecord } from '../model.ts';

/** An event happening today, so a ticket of it shows the same-day refund rule. */
export const TODAY_EVENT_ID = 28;

export function seedTodayEvents(now: Date): EventRecord[] {
  return [
    {
      id: TODAY_EVENT_ID,
      businessId: 204,
      name: 'Braamfontein Comedy Night',
      category: 'other',
      province: 'gauteng',
      venue: 'The Bioscope, Braamfontein, Johannesburg',
      description: 'Braamfontein Comedy Night: stand-up from five local comedians. Doors open at 19:00.',
      theme: '',
      day: saDay(now),
      finishDay: saDay(now),
      startTime: '20:00:00',
      finishTime: '23:00:00',
      poster: 'poster.jpg',
      budgetCents: 30000,
      balanceCents: 21000,
      sponsored: false,
      campaignStatus: 'running',
      state: 'active',
      postponedAt: null,
      cancelledAt: null,
      likes: 4,
      clicks: 31,
      createdAt: saDateTime(now, -45),
    },
  ];
}
