import { api } from '@tix/contract/api/index';
import { dashboardCounts, organiserEvents } from '../fixtures/organiser-events.ts';
import { answer } from '../respond.ts';
import { organiserState } from '../state.ts';

export const organiserEventsHandlers = {
  getDashboardCounts: answer(api.organiserEvents.getDashboardCounts, () => dashboardCounts),
  listOrganiserEvents: answer(api.organiserEvents.listOrganiserEvents, () =>
    // Events created in this session join the seed's, in date order.
    [...organiserEvents, ...organiserState().created].sort(
      (a, b) => (a.day ?? '').localeCompare(b.day ?? '') || Number(a.id) - Number(b.id),
    ),
  ),
};
