import type { ResponseOf } from '@tix/contract/api/define';
import type { api } from '@tix/contract/api/index';
import { bffAnswer } from './seed.ts';

// What the event page, checkout, likes, campaigns, analytics and customers screens read, from the
// BFF's own answers over the current mock world (call inside a test: the world is reset after each).

/** An event's public page as GET /api/events/:eventId answers it: the event and its ticket types. */
export const publicEvent = (eventId: string) =>
  bffAnswer<ResponseOf<typeof api.browse.getEvent>>(`/api/events/${eventId}`);
