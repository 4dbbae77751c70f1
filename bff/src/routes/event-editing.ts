import type { api } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createEvent, readEditableEvent, updateEvent, updateRefundSetting } from '../domain/event-editing.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { forgetPublicEventReads } from '../http/public-reads.ts';
import { sessionUser } from '../http/session-user.ts';
import { notLoggedIn } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';

// Creating and editing the organiser's events (/addevent, /updateeventdetails, the refund
// setting). The account id is the session's; ownership of the event is checked before the handler.

const accountName = (req: FastifyRequest): string => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountName;
};

export const eventEditingRoutes = (app: FastifyInstance): DomainRoutes<typeof api.eventEditing> => {
  /**
   * After a write, reads again rather than the answers this request already had; the public page
   * and lists read the event afresh too.
   */
  const reread = (req: FastifyRequest, eventId: string) => {
    req.legacyReads.clear();
    forgetPublicEventReads(app, eventId);
    return readEditableEvent(req, eventId, todayInSouthAfrica());
  };
  return {
    createEvent: async (req) => {
      const eventId = await createEvent(req, req.body, accountName(req));
      return { ok: true as const, eventId };
    },

    getEventDetails: async (req) => readEditableEvent(req, req.params.eventId, todayInSouthAfrica()),

    updateEvent: async (req) => {
      const { eventId } = req.params;
      const current = await readEditableEvent(req, eventId, todayInSouthAfrica());
      await updateEvent(req, current, req.body, accountName(req));
      return reread(req, eventId);
    },

    updateRefundSetting: async (req) => {
      const { eventId } = req.params;
      const current = await readEditableEvent(req, eventId, todayInSouthAfrica());
      await updateRefundSetting(req, current, req.body.refundsAllowed, accountName(req));
      return reread(req, eventId);
    },
  };
};
