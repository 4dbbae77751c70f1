import { SALES_CLOSED_COPY } from '../../lib/sales.ts';

// The spec's ticket messages (part 1, sections 4 and 8).
export const EVENT_COPY = {
  soldOut: 'Sold out',
  ...SALES_CLOSED_COPY,
  guestPrompt: 'Log in or Register before you can proceed',
  notFound: 'We could not find that event.',
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  openMap: 'View on map',
  newTab: '(opens in a new tab)',
} as const;
