// The spec's ticket messages (part 1, sections 4 and 8).
export const EVENT_COPY = {
  soldOut: 'Sold out',
  ended: 'This event has ended. Ticket sales are closed.',
  notActive: "This event isn't active right now. Please check back later.",
  guestPrompt: 'Log in or Register before you can proceed',
  notFound: 'We could not find that event.',
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  openMap: 'View on map',
  newTab: '(opens in a new tab)',
} as const;

export const TIER_LABELS = { vvip: 'VVIP', vip: 'VIP', general: 'General' } as const;
