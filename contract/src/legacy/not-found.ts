// What the product says when a by-id read finds nothing (the spec has no words for it). An
// operation names its message (`notFound` in define.ts); the BFF answers 404 with it for any of
// PHP's forms of nothing (raw.ts), in one place (bff/src/legacy/not-found.ts).

export const NOT_FOUND = {
  /** The public event page, checkout, the event's likes and refund rules. */
  event: 'This event does not exist or is no longer listed.',
  /** The organiser's own read of one event. */
  organiserEvent: 'This event does not exist.',
  ticketType: 'This ticket type is not on sale for this event.',
  customerTicket: 'We could not find that ticket among yours.',
  model: 'This model does not exist.',
  marketingText: 'This message could not be found.',
  affiliateInvite: 'This invitation link is not valid.',
} as const;
