import { api, type Endpoint } from '@tix/contract';

/** A contract endpoint with the names the document gives it. */
export interface Operation {
  /** The endpoint's key in its domain (`listTickets`): what client generators name the call. */
  operationId: string;
  /** The domain's key in the contract's `api` (`tickets`). */
  tag: string;
  endpoint: Endpoint;
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

// Registrations are being reshaped, so the names come from the contract itself, matched by
// method and path, rather than from each route's options.
const byRoute = new Map<string, Operation>();
for (const [tag, group] of Object.entries(api)) {
  for (const [operationId, endpoint] of Object.entries(group as Record<string, Endpoint>)) {
    byRoute.set(keyOf(endpoint.method, endpoint.path), { operationId, tag, endpoint });
  }
}

/** The contract operation registered at `method` and `path` (Fastify syntax), if any. */
export const operationOf = (method: string, path: string): Operation | undefined =>
  byRoute.get(keyOf(method, path));

/** The domains, in the contract's order, for the document's tag list. */
export const tagNames: readonly string[] = Object.keys(api);
