import { formatRand } from '@tix/contract/domain/money';

// A figure the legacy did not send is unknown, not zero: screens say so rather than show R0.00 or 0
// (issue 40). null and undefined both mean "the service did not say".

/** What a screen shows in place of a figure the service did not send. */
export const NOT_AVAILABLE = 'Not available';

/** A count as shown, or NOT_AVAILABLE when unknown. */
export const countOrNotAvailable = (n: number | null | undefined): string | number =>
  n === null || n === undefined ? NOT_AVAILABLE : n;

/** An amount in rand as shown, or NOT_AVAILABLE when unknown. */
export const randOrNotAvailable = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? NOT_AVAILABLE : formatRand(cents);
