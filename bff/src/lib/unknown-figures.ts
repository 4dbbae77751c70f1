import type { FastifyBaseLogger } from 'fastify';

// Where the BFF decides on a value the legacy did not send (a field the spec does not promise), it
// says so instead of reading the gap as zero. Each fallback is logged at info the first time this
// process meets it, so an operator sees every one without a line per request; later ones at debug.

export type FallbackLog = Pick<FastifyBaseLogger, 'info' | 'debug'>;

const noted = new Set<string>();

/**
 * Logs that `op`'s answer lacked something and what the product did instead, in the words of
 * `legacy:check` ("FETCH-EVENT-DETAILS: no balance: sellability from campaignStatus").
 */
export function noteFallback(log: FallbackLog, op: string, fallback: string): void {
  const line = `${op}: ${fallback}`;
  const first = !noted.has(line);
  noted.add(line);
  if (first) log.info({ op, fallback }, line);
  else log.debug({ op, fallback }, line);
}

/** The fallbacks of the sale and browse rules, one wording for every place that takes them. */
export const BALANCE_FALLBACKS = {
  sellability: 'no balance: sellability from campaignStatus',
  browse: 'no balance: listed (the R6 browse rule needs a balance)',
  browseDay: 'no event day: listed (the R6 browse rule needs a day)',
} as const;
