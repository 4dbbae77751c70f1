import { type api, legacy, normaliseOrganiserCustomers } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../http/implement.ts';

// The organiser's customers. The account id is the session's (the client fills it); a blank
// search lists them all. The legacy reads the search with spaces as '+', which is how the
// client's query encoding sends them.

export const customersRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.customers> => ({
  listCustomers: async (req) => {
    const search = req.query.search;
    return normaliseOrganiserCustomers(
      search
        ? await req.legacy(legacy.CLIENTELE_SEARCHCLIENTELE, { accounttype: 'business', search })
        : await req.legacy(legacy.CLIENTELE_GETCLIENTELE, { accounttype: 'business' }),
    );
  },
});
