import { useEffect, useState } from 'react';
import styles from './mock-mode.module.css';
import { startUnderWorker } from './under-worker.ts';

// `npm run dev:mock` only (vite --mode mock): the MSW worker answers every `/api` call in the
// browser. Production never loads this module. docs/mock-mode.md says how to use it.

type Mocks = typeof import('@tix/mocks/msw/browser');

/**
 * Starts the worker and resolves once it controls the page (under-worker.ts: a page loaded past it
 * reloads first, and this never resolves); rejects (and the page shows MockModeFailed) if it cannot.
 */
export async function startMockApi(): Promise<Mocks> {
  const mocks = await import('@tix/mocks/msw/browser');
  const start = () => {
    mocks.persistMockSession(window.sessionStorage, window.location.search, window);
    return mocks.worker.start({
      quiet: true,
      // Every `/api` call has a handler (a catch-all answers 501 naming the endpoint); anything else
      // the page loads (scripts, styles, images of the dev server) goes on as usual.
      onUnhandledRequest: 'bypass',
    });
  };
  await startUnderWorker(start, {
    container: navigator.serviceWorker,
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  });
  return mocks;
}

/** Shown instead of the app when the worker did not start: no request may reach a server. */
export function MockModeFailed({ error }: { error: unknown }) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <main className={styles.failed}>
      <h1 role="alert">Mock mode did not start</h1>
      <p>
        The mock API (MSW) could not start in this browser, so nothing on this page would be answered. No
        request was sent to a server.
      </p>
      <pre>{text}</pre>
      <p>
        Check the browser console, run <code>npm run dev:mock</code> again (it installs the worker into
        web/public), and see docs/mock-mode.md.
      </p>
    </main>
  );
}

/** A small panel to pick a failure for every answer, or for one endpoint. */
export function MockPanel({ mocks }: { mocks: Mocks }) {
  const [failure, setFailure] = useState(mocks.getMockFailure());
  useEffect(() => setFailure(mocks.getMockFailure()), [mocks]);
  const choose = (next: Partial<typeof failure>) => {
    mocks.setMockFailure({ ...failure, ...next });
    setFailure(mocks.getMockFailure());
  };
  return (
    <details className={styles.panel} aria-label="Mock mode">
      <summary>
        Mock mode{failure.mode === 'off' ? '' : ': '}
        {failure.mode !== 'off' && <span className={styles.on}>{failure.mode}</span>}
      </summary>
      <label>
        Answers
        <select
          value={failure.mode}
          onChange={(e) => choose({ mode: e.target.value as typeof failure.mode })}
        >
          <option value="off">as usual</option>
          <option value="error">error (503)</option>
          <option value="slow">slow (3 s)</option>
          <option value="empty">empty lists</option>
        </select>
      </label>
      <button
        type="button"
        onClick={() => {
          mocks.resetMockWorld(window.sessionStorage);
          // The world is written again as the page goes: reload without saving it.
          window.addEventListener('pagehide', () => mocks.resetMockWorld(window.sessionStorage));
          window.location.reload();
        }}
      >
        Start the data again
      </button>
      <label>
        Only paths containing
        <input
          value={failure.endpoint}
          placeholder="/api/events"
          onChange={(e) => choose({ endpoint: e.target.value })}
        />
      </label>
    </details>
  );
}
