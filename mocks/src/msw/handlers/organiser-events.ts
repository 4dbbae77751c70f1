import { api } from '@tix/contract/api/index';
import { dashboardCounts, organiserEvents } from '../fixtures/organiser-events.ts';
import { answer } from '../respond.ts';

export const organiserEventsHandlers = {
  getDashboardCounts: answer(api.organiserEvents.getDashboardCounts, () => dashboardCounts),
  listOrganiserEvents: answer(api.organiserEvents.listOrganiserEvents, () => organiserEvents),
};
