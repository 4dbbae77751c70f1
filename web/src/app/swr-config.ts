import type { SWRConfiguration } from 'swr';
import { statusOf } from '../lib/problem.ts';

const MAX_RETRIES = 3;

/** Retry only what may heal by itself (5xx, network: status 503 from the client); never a 4xx. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    const status = statusOf(error);
    if (status !== null && status < 500) return;
    if (retryCount >= MAX_RETRIES) return;
    setTimeout(() => revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};
