import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { cacheWithRenderedAnswers, renderedAnswersFresh } from '../lib/rendered-answers.ts';
import { AppRoutes } from './router.tsx';
import { swrConfig } from './swr-config.ts';

/**
 * SWR as the app uses it: its cache starts with the answers a server-rendered page was rendered
 * with (its SWR keys and data), so the first render matches the HTML it takes over
 * (entry-server.tsx, lib/rendered-answers.ts), and while they are fresh the app does not read
 * them again.
 */
const config: SWRConfiguration = {
  ...swrConfig,
  provider: cacheWithRenderedAnswers,
  use: [renderedAnswersFresh],
};

/** The app in the browser. */
export function App() {
  return (
    <StrictMode>
      <SWRConfig value={config}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>
  );
}
