import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@tix/contract/model/session';
import { setMockSession } from '@tix/mocks/msw/node';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../app/router.tsx';

interface Options {
  /** Who the mock BFF says is logged in (default: nobody). */
  session?: Session;
}

/** The whole route table at `path`, against the MSW mocks, with a fresh SWR cache. */
export function renderApp(path = '/', { session }: Options = {}) {
  if (session) setMockSession(session);
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { user, ...view };
}
