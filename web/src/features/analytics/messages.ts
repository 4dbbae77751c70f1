import type { TicketTier } from '@tix/contract/model/event';
import { NOT_AVAILABLE } from '../../lib/figures.ts';

// The organiser's analytics (spec part 2, sections 2 "Analytics", 3 and 4).

export const TIER_NAMES: Record<TicketTier, string> = { vvip: 'VVIP', vip: 'VIP', general: 'General' };

const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;
/** A count of tickets the service may not have sent (issue 40: unknown, never 0). */
const ticketsOrUnknown = (n: number | null) => (n === null ? `Tickets: ${NOT_AVAILABLE}` : tickets(n));

export const ANALYTICS_COPY = {
  title: 'Analytics',
  back: 'Back',
  loading: 'Loading the analytics…',
  retry: 'Try again',
  /** Ours (issue 40): the note's subject when one of the figure reads failed. */
  figuresPart: 'Some of the sales figures',
  noEvent: 'Open the analytics from one of your events.',
  toEvents: 'Go to your events',
  eventDay: 'Event date',
  ticketsSold: 'Tickets Sold',
  ticketsSoldNote: 'Tickets sold and loaded per ticket type.',
  totalSales: 'Total Sales',
  totalSalesNote: 'Revenue per ticket type.',
  progress: 'Sales progress',
  overall: 'Overall',
  movement: 'Sales Movement',
  yesterday: 'Yesterday',
  today: 'Today',
  performance: 'Performance',
  performanceOf: (label: string | null, percent: number | null) =>
    label === null || percent === null ? NOT_AVAILABLE : `${label} (${percent}% of tickets sold)`,
  /** A percentage sold, or Not available when the sold or loaded count is unknown. */
  percentOf: (percent: number | null) => (percent === null ? NOT_AVAILABLE : `${percent}%`),
  trendUnknown: `Sales movement: ${NOT_AVAILABLE}.`,
  trend: {
    'no-sales': 'No sales yesterday or today.',
    up: (today: number, yesterday: number) =>
      `Sales are up: ${tickets(today)} today against ${tickets(yesterday)} yesterday.`,
    down: (today: number, yesterday: number) =>
      `Sales are down: ${tickets(today)} today against ${tickets(yesterday)} yesterday.`,
  },
  tickets: ticketsOrUnknown,
  soldOf: (sold: number | null, capacity: number | null) =>
    sold === null
      ? `Tickets sold: ${NOT_AVAILABLE}`
      : capacity === null
        ? `${sold} sold (tickets loaded: ${NOT_AVAILABLE})`
        : `${sold} of ${capacity} sold`,
  noSalesTitle: 'No tickets sold yet',
  noSales: (capacity: number | null) =>
    capacity === null
      ? 'None of this event’s tickets has been sold yet. The charts appear with the first sale.'
      : capacity > 0
        ? `None of this event’s ${tickets(capacity)} has been sold yet. The charts appear with the first sale.`
        : 'This event has no tickets loaded yet, so nothing can be sold. Load tickets on the event’s page.',
  toEvent: 'Go to the event’s page',
  table: {
    caption: 'Sales by ticket type',
    show: 'Show the figures as a table',
    hide: 'Hide the table',
    type: 'Ticket type',
    sold: 'Sold',
    capacity: 'Loaded',
    percent: 'Sold (%)',
    revenue: 'Revenue',
    label: 'Performance',
    total: 'Total',
  },
  chartsHidden: 'The charts show the figures in the table below.',
} as const;
