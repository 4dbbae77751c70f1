import { api } from '@tix/contract/api/index';
import { lifecycleChangeBlock } from '@tix/contract/domain/event-checklist';
import type { EventOverview } from '@tix/contract/model/event-management';
import { EVENT_MANAGEMENT_TEXT as T } from '../../legacy/handlers/event-management.ts';
import { answer, problem } from '../respond.ts';
import { eventPagesState, getMockSession } from '../state.ts';

// /editevent over MSW: the demo organiser's events from the seed world (fixtures/event-management.ts),
// changed in memory as the BFF over the stand-in would change them. Tests pick other states with
// `server.use(answer(api.eventManagement.getEventOverview, () => fixtures.eventPages.cancelled))`.

const NOT_YOURS = 'We could not find that among your account’s records.';

/** The organiser's own event, or the BFF's answer when there is none. */
function own(eventId: string): EventOverview | Response {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return eventPagesState().get(eventId) ?? problem(404, 'Not found', NOT_YOURS);
}

/** The BFF's refusal of a lifecycle change, or null when the event allows it. */
function refused(page: EventOverview): Response | null {
  const refusal = lifecycleChangeBlock(page.lifecycle.state);
  return refusal ? problem(409, 'Not allowed for this event', refusal) : null;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

function changeLifecycle(eventId: string, state: 'postponed' | 'cancelled') {
  const page = own(eventId);
  if (page instanceof Response) return page;
  const refusal = refused(page);
  if (refusal) return refusal;
  page.lifecycle = { state, changedOn: todayIso() };
  if (state === 'cancelled') page.checklist.campaignStatus = 'stopped';
  return { lifecycle: page.lifecycle, notified: page.ticketHolders };
}

export const eventManagement = {
  getEventOverview: answer(api.eventManagement.getEventOverview, ({ params }) => own(params.eventId)),

  toggleCampaign: answer(api.eventManagement.toggleCampaign, ({ params }) => {
    const page = own(params.eventId);
    if (page instanceof Response) return page;
    const refusal = refused(page);
    if (refusal) return refusal;
    if (!page.checklist.campaignCreated) return problem(422, 'Refused', T.noCampaign);
    const running = page.checklist.campaignStatus !== 'running';
    page.checklist.campaignStatus = running ? 'running' : 'stopped';
    page.event.campaignStatus = running ? 'running' : 'stop';
    return { campaignStatus: page.checklist.campaignStatus, message: running ? T.resumed : T.paused };
  }),

  postponeEvent: answer(api.eventManagement.postponeEvent, ({ params }) =>
    changeLifecycle(params.eventId, 'postponed'),
  ),
  cancelEvent: answer(api.eventManagement.cancelEvent, ({ params }) =>
    changeLifecycle(params.eventId, 'cancelled'),
  ),

  deleteEvent: answer(api.eventManagement.deleteEvent, ({ params }) => {
    const page = own(params.eventId);
    if (page instanceof Response) return page;
    const refusal = refused(page);
    if (refusal) return refusal;
    page.lifecycle = { state: 'deleted', changedOn: todayIso() };
    return { message: T.deleted };
  }),
};
