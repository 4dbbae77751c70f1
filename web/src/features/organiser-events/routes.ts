import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const dashboard = screen(
  () => import('./routes/dashboard.tsx'),
  (m) => m.DashboardRoute,
);
const myEvents = screen(
  () => import('./routes/my-events.tsx'),
  (m) => m.MyEventsRoute,
);
const addEvent = screen(
  () => import('./routes/add-event.tsx'),
  (m) => m.AddEventRoute,
);
const updateEventDetails = screen(
  () => import('./routes/update-event-details.tsx'),
  (m) => m.UpdateEventDetailsRoute,
);

const editEvent = screen(
  () => import('./routes/edit-event.tsx'),
  (m) => m.EditEventRoute,
);

/** The organiser's dashboard and event list, inside the organiser's shell (its guard included). */
export const organiserEventsRoutes: FeatureRoute[] = [
  { path: paths.dashboard, screen: dashboard, guard: { only: 'business' }, shell: 'business' },
  { path: paths.myEvents, screen: myEvents, guard: { only: 'business' }, shell: 'business' },
  { path: paths.addEvent, screen: addEvent, guard: { only: 'business' }, shell: 'business' },
  {
    path: paths.updateEventDetails,
    screen: updateEventDetails,
    guard: { only: 'business' },
    shell: 'business',
  },
  { path: paths.editEvent, screen: editEvent, guard: { only: 'business' }, shell: 'business' },
];
