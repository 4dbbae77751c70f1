import { api } from '@tix/contract/api/index';
import { eventAnalyticsOf } from '../fixtures/analytics.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession } from '../state.ts';

// /analytics over MSW: the demo organiser's events from the seed world (fixtures/analytics.ts).
// Tests pick other states with `server.use(answer(api.analytics.getEventAnalytics, () => fixtures.analyticsPages.up))`.

const NOT_YOURS = 'We could not find that among your account’s records.';

export const analytics = {
  getEventAnalytics: answer(api.analytics.getEventAnalytics, ({ params }) => {
    const session = getMockSession();
    if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
    if (session.accountType !== 'business')
      return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
    return eventAnalyticsOf(Number(params.eventId)) ?? problem(404, 'Not found', NOT_YOURS);
  }),
};
