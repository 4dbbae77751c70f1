import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMockSession } from '@tix/mocks/msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { sessions } from '../../../test/seed.ts';

/** One panel on its own (as /editevent's dialogs hold it), as the demo organiser, fresh SWR cache. */
export function renderPanel(panel: ReactNode) {
  setMockSession(sessions.organiser);
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {panel}
    </SWRConfig>,
  );
  return { user, ...view };
}
