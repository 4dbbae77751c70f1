// Headings of the information pages (spec part 1, section 2; part 3, section 2).
export const PAGE_TITLES = {
  fees: 'Fees and pricing',
  budget: 'Cost calculator',
  about: 'About Tix',
  affiliate: 'The Tix Affiliate Program',
  terms: 'Terms and conditions',
  ticketing: 'Ticketing policy',
  refund: 'Refund policy',
  privacyPolicy: 'Privacy policy',
  privacy: 'Your privacy',
} as const;

/** The cost calculator's labels; its messages are the contract's BUDGET_CALCULATOR_MESSAGES. */
export const CALCULATOR_COPY = {
  lead: (fee: string) =>
    `Estimate the campaign budget your ticket sales need: the service fee is ${fee} of each ticket sold, taken from the budget.`,
  tierLegend: (tier: string) => `${tier} tickets`,
  price: 'Ticket price (R)',
  tickets: 'Number of tickets',
  submit: 'Calculate',
  total: 'Estimated budget:',
} as const;
