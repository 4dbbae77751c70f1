import {
  type api,
  campaignToggleBlock,
  legacy,
  normaliseCampaignRunState,
  normaliseCampaignToggle,
  normaliseDeletionMessage,
  normaliseTicketHolderCount,
} from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { assertChangeable, readEventOverview } from '../domain/event-management.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { forgetPublicEventReads } from '../http/public-reads.ts';
import { HttpProblem, problem } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

// The organiser's event page (/editevent). The 'organiser-event' ownership check has run before
// any handler; businessid is the session's.

/** The message DELETEEVENT's success carries when the legacy sends none. */
const DELETED = 'The event has been deleted.';

async function changeLifecycle(
  port: LegacyPort,
  eventId: string,
  type: 'postpone' | 'cancel',
  body: { reason: string; message: string },
) {
  await assertChangeable(port, eventId);
  const notified = normaliseTicketHolderCount(await port.legacy(legacy.EVENTSALESDATA, { eventid: eventId }));
  await port.legacy(legacy.POSTPONE, { eventid: eventId, type, reason: body.reason, message: body.message });
  // A postponed (or cancelled) event does not sell: its campaign stops, whatever the legacy did.
  const status = normaliseCampaignRunState(
    await port.legacy(legacy.GET_CAMPAIGN_STATUS, { eventid: eventId }),
  );
  if (status === 'running') await port.legacy(legacy.RESUMECAMPAIGN, { eventid: eventId });
  // The legacy's answer is not shown (and this request's reads are already memoised): the new
  // state is the one asked for, as of today; the page reads it back on its next load.
  const state = type === 'cancel' ? ('cancelled' as const) : ('postponed' as const);
  return { lifecycle: { state, changedOn: todayInSouthAfrica() }, notified };
}

export const eventManagementRoutes = (app: FastifyInstance): DomainRoutes<typeof api.eventManagement> => ({
  getEventOverview: async (req) => {
    return readEventOverview(req, req.params.eventId);
  },

  toggleCampaign: async (req) => {
    const eventid = req.params.eventId;
    const { state } = await assertChangeable(req, eventid);
    const refusal = campaignToggleBlock(state);
    if (refusal) throw new HttpProblem(problem(409, 'Not allowed for this event', refusal));
    const toggled = normaliseCampaignToggle(await req.legacy(legacy.RESUMECAMPAIGN, { eventid }));
    // Pausing hides the event from the public, resuming shows it: the public lists read afresh.
    forgetPublicEventReads(app, eventid);
    return {
      campaignStatus: toggled.running ? ('running' as const) : ('stopped' as const),
      message: toggled.message,
    };
  },

  postponeEvent: async (req) => {
    const changed = await changeLifecycle(req, req.params.eventId, 'postpone', req.body);
    forgetPublicEventReads(app, req.params.eventId);
    return changed;
  },
  cancelEvent: async (req) => {
    const changed = await changeLifecycle(req, req.params.eventId, 'cancel', req.body);
    forgetPublicEventReads(app, req.params.eventId);
    return changed;
  },

  deleteEvent: async (req) => {
    const eventid = req.params.eventId;
    await assertChangeable(req, eventid);
    const answer = await req.legacy(legacy.DELETEEVENT, { eventid });
    forgetPublicEventReads(app, eventid);
    return { message: normaliseDeletionMessage(answer, DELETED) };
  },
});
