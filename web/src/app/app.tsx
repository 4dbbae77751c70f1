import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppRoutes } from './router.tsx';
import { swrConfig } from './swr-config.ts';

/**
 * The app in the browser. `fallback`: the answers a server-rendered page was rendered with (its
 * SWR keys and data), so the first render matches the HTML it takes over (entry-server.tsx).
 */
export function App({ fallback }: { fallback?: Record<string, unknown> }) {
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
