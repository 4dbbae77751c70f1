import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadHome } from '../features/browse/preload.ts';
import { App } from './app.tsx';
import { SSR_DATA_ID } from './ssr-data.ts';

/** In `vite --mode mock` only: answer `/api` from MSW in the browser. Production never loads msw. */
async function startMockApi(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    const { worker, persistMockSession } = await import('@tix/mocks/msw/browser');
    persistMockSession(window.sessionStorage);
    await worker.start({ onUnhandledRequest: 'bypass' });
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the BFF rendered (public pages, for guests) carries the answers it was rendered with:
// the app takes over that HTML (hydration) instead of painting it again.
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
if (ssrData) {
  hydrateRoot(container, <App fallback={JSON.parse(ssrData) as Record<string, unknown>} />);
} else {
  // The home's data and screen start now, in parallel with the session (not in mock mode: MSW
  // is not listening yet).
  if (import.meta.env.MODE !== 'mock') preloadHome(window.location);
  startMockApi()
    .catch((error: unknown) => console.error('The mock API did not start', error))
    .finally(() => createRoot(container).render(<App />));
}
