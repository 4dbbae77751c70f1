export const LIKES_COPY = {
  heading: 'Liked events',
  empty: 'No data found',
  notOnSale: 'Not on sale right now',
} as const;
