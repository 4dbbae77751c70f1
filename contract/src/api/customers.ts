import { z } from 'zod';
import { list } from '../model/limits.ts';
import { organiserCustomerSchema } from '../model/organiser.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

/** The organiser's customers: everyone who bought a ticket to one of their events (spec part 2). */
export const customersApi = {
  listCustomers: endpoint({
    ...routes.customers.listCustomers,
    summary: "The organiser's customers; `search` narrows them by name, email or phone",
    access: ['business'],
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: list(organiserCustomerSchema),
    legacy: ['CLIENTELE:GETCLIENTELE', 'CLIENTELE:SEARCHCLIENTELE'],
  }),
};
