// The event hub's copy (issue 28): /editevent shows the event's sales, money and after-sales at a
// glance and leads to every screen about it. Not in the spec: ours.

export const HUB_COPY = {
  glanceLabel: 'At a glance',
  salesHeading: 'Tickets sold',
  salesCaption: 'Tickets sold against capacity, by tier and group',
  columns: { ticket: 'Ticket', price: 'Price', sold: 'Sold', capacity: 'Capacity' },
  adults: 'Adults',
  kids: 'Kids',
  noTickets: 'No tickets are loaded yet.',
  revenue: 'Revenue',
  /** Every tier's sold count against its capacity (the ticket types'): whatever sold the tickets. */
  soldOfCapacity: 'Sold of capacity, all tiers',
  /** The dashboard's figure for the same event, under the dashboard's name. */
  inPaidOrders: 'Tickets in paid orders',
  budget: 'Campaign budget',
  balance: 'Campaign balance',
  refundsPending: 'Refunds pending',
  payoutStatus: 'Payout status',
  unknown: '—',
  /** Ours (issue 40): a part of the hub whose read failed, as the note's subject. */
  parts: {
    sales: 'Ticket sales',
    campaign: 'The campaign’s budget and balance',
    payout: 'Revenue and payout status',
    refunds: 'Refund requests',
  },
  noCampaign: 'No campaign yet',
  covers: (count: number, ticket: string, price: string) =>
    `Covers ${count} more ${ticket} ${count === 1 ? 'sale' : 'sales'} at ${price} before sales pause.`,
  coversFree: (ticket: string) => `${ticket} tickets are free: they cost no service fee.`,
  coverHeading: 'What the balance covers',
  coverNote: 'Each sale takes the 3.5% service fee from the campaign balance; sales pause when it runs out.',
  lowBalance: 'Your campaign balance is running low: sales pause when it runs out.',
  emptyBalance: 'Your campaign balance is spent: sales are paused until you top it up.',
  topUp: 'Top up the budget',
  linksLabel: 'Run this event',
  links: {
    analytics: 'Analytics',
    transactions: 'Transactions',
    buyers: 'Buyers',
    payout: 'Payout',
    refunds: 'Refund requests',
    promoters: "Promoters' sales",
    marketing: 'Market to buyers',
    printing: 'Print tickets',
    publicPage: 'Public page',
  },
  buyersTitle: 'Buyers',
  buyersLoading: 'Loading the buyers…',
  buyersEmpty: 'No data found',
  buyersCaption: 'The event’s buyers',
  buyerColumns: { name: 'Name', email: 'Email', phone: 'Phone' },
  close: 'Close',
  flyer: 'Printable flyer (A5 PDF)',
  exports: {
    heading: 'Downloads (CSV)',
    buyers: 'Buyers (CSV)',
    transactions: 'Transactions (CSV)',
    refunds: 'Refund requests (CSV)',
  },
} as const;
