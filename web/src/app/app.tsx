import { StrictMode, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { onRenderedAnswersChange, renderedAnswers } from '../lib/rendered-answers.ts';
import { AppRoutes } from './router.tsx';
import { swrConfig } from './swr-config.ts';

/**
 * The app in the browser. The answers a server-rendered page was rendered with (its SWR keys and
 * data) are SWR's fallback, so the first render matches the HTML it takes over (entry-server.tsx),
 * until a change of viewer drops them (lib/rendered-answers.ts).
 */
export function App() {
  const fallback = useSyncExternalStore(onRenderedAnswersChange, renderedAnswers, renderedAnswers);
  return (
    <StrictMode>
      <SWRConfig value={fallback ? { ...swrConfig, fallback } : swrConfig}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>
  );
}
