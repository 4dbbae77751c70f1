import type { api } from '@tix/contract/api/index';
import { routes } from '@tix/contract/api/routes';

type Api = typeof api;

/**
 * A domain's routes typed as the contract's endpoints. The contract's endpoint objects carry zod
 * schemas, and importing them would put zod on every route; `call()` and `urlOf()` read only
 * method and path, which the endpoints take from this very table (`contract/src/api/routes.ts`).
 * The cast is that and nothing more: the schemas are there for the compiler, not the bundle.
 */
const typed = <D extends keyof Api>(domain: D): Api[D] => routes[domain] as unknown as Api[D];

/** Every BFF endpoint the SPA calls, by the contract's name. */
export const endpoints = {
  ...typed('account'),
  ...typed('browse'),
  ...typed('checkout'),
  ...typed('session'),
  ...typed('tickets'),
  ...typed('refunds'),
  ...typed('bank'),
  ...typed('organiserEvents'),
  ...typed('customers'),
  ...typed('eventSetup'),
  ...typed('eventEditing'),
  ...typed('eventManagement'),
  ...typed('campaigns'),
  ...typed('analytics'),
  ...typed('campaignLaunch'),
  ...typed('organiserMoney'),
  ...typed('printing'),
  ...typed('downloads'),
  ...typed('marketing'),
  ...typed('affiliates'),
  ...typed('models'),
  ...typed('promoters'),
  ...typed('booster'),
};
