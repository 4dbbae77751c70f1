import type { browseApi } from '@tix/contract/api/browse';
import type { Endpoint } from '@tix/contract/api/define';
import type { sessionApi } from '@tix/contract/api/session';

type Browse = typeof browseApi;
type SessionApi = typeof sessionApi;

/**
 * The method and path of an endpoint, typed as the contract's endpoint. The contract's endpoint
 * objects carry zod schemas; importing them would put zod on every route, and `call()` only reads
 * method and path. `endpoints.test.ts` checks each one against the contract, so they cannot drift.
 */
function ref<E extends Endpoint>(method: E['method'], path: string): E {
  return { method, path } as Endpoint as E;
}

export const endpoints = {
  listProvinces: ref<Browse['listProvinces']>('GET', '/api/provinces'),
  listCategories: ref<Browse['listCategories']>('GET', '/api/categories'),
  listEvents: ref<Browse['listEvents']>('GET', '/api/events'),
  searchEvents: ref<Browse['searchEvents']>('GET', '/api/events/search'),
  getEvent: ref<Browse['getEvent']>('GET', '/api/events/:eventId'),
  getSession: ref<SessionApi['getSession']>('GET', '/api/session'),
  login: ref<SessionApi['login']>('POST', '/api/session'),
  logout: ref<SessionApi['logout']>('DELETE', '/api/session'),
};
