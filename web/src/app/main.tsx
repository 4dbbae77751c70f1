import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadHome } from '../features/browse/preload.ts';
import { keepRenderedAnswers } from '../lib/rendered-answers.ts';
import { App } from './app.tsx';
import { SSR_DATA_ID } from './ssr-data.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the BFF rendered (public pages, for guests) carries the answers it was rendered with:
// the app takes over that HTML (hydration) instead of painting it again.
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
//
// Both start as a transition: React then renders in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (on a phone the first render
// of a role's landing took 100-180 ms in one piece; docs/performance.md).
if (ssrData) {
  keepRenderedAnswers(JSON.parse(ssrData) as Record<string, unknown>);
  startTransition(() => {
    hydrateRoot(container, <App />);
  });
} else {
  // The home's data and screen start now, in parallel with the session.
  if (import.meta.env.MODE === 'mock') void renderMockMode(container);
  else {
    preloadHome(window.location);
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  }
}

/**
 * `vite --mode mock`: MSW answers `/api` in the browser before the app renders; if it cannot start,
 * the page says so and renders nothing that would call a server. Production never loads this.
 */
async function renderMockMode(root: HTMLElement): Promise<void> {
  const provider = await import('./mock-mode/provider-page.ts');
  if (provider.isProviderPage(window.location.pathname)) return provider.showProviderPage();
  const { startMockApi, MockModeFailed, MockPanel } = await import('./mock-mode/mock-mode.tsx');
  try {
    const mocks = await startMockApi();
    createRoot(root).render(
      <>
        <App />
        <MockPanel mocks={mocks} />
      </>,
    );
  } catch (error) {
    console.error('The mock API did not start', error);
    createRoot(root).render(<MockModeFailed error={error} />);
  }
}
