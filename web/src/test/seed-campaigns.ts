import type { ResponseOf } from '@tix/contract/api/define';
import type { api } from '@tix/contract/api/index';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { bffAnswer, sessions } from './seed.ts';

// What the event page, checkout, likes, campaigns, analytics and customers screens read, from the
// BFF's own answers over the current mock world (call inside a test: the world is reset after each).

/** An event's public page as GET /api/events/:eventId answers it: the event and its ticket types. */
export const publicEvent = (eventId: string) =>
  bffAnswer<ResponseOf<typeof api.browse.getEvent>>(`/api/events/${eventId}`);

/** The demo organiser's customers as GET /api/organiser/customers answers, narrowed by `search`. */
export const organiserCustomers = (search = '') =>
  bffAnswer<OrganiserCustomer[]>(
    `/api/organiser/customers${search ? `?${new URLSearchParams({ search })}` : ''}`,
    sessions.organiser,
  );
