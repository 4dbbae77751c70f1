// In mock mode the app may call `/api` only once MSW's worker both answers for this page (the
// worker confirmed it) and controls it (the browser sends the page's requests to that worker).
// `worker.start()` promises only the first. On the dev server a page starts uncontrolled:
// - after a hard reload (Shift+Reload), which loads the page and all its requests past the worker;
// - after many full navigations (about a third in a walk): the page going away tells MSW's worker
//   it closed (`CLIENT_CLOSED`), a worker left with no page unregisters itself, and the next page of
//   the tab can start before a new worker is installed and claims it.
// Where a worker is still installed, MSW reloads the page inside `start()` yet lets `start()`
// resolve, and the app's first calls (`GET /api/session`) reached the server before the page went.
// Here the page reloads itself before anything is started; once started, it waits for the worker
// to claim it, else reloads; after a few reloads in a row it says that mock mode did not start.

/** What is used of `navigator.serviceWorker`. */
export interface WorkerContainer {
  readonly controller: ServiceWorker | null;
  getRegistration(): Promise<ServiceWorkerRegistration | undefined>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface PageControls {
  container: WorkerContainer;
  /** The tab's session storage: counts the reloads in a row. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
  /** How long a just-registered worker gets to take control of the page. */
  claimTimeoutMs?: number;
}

const LOADED_PAST_WORKER = 'This page was loaded past the mock worker: loading it again under it.';

const RELOADS_KEY = 'tix-mock-reloads';
const MAX_RELOADS = 3;

export class PageNotControlledError extends Error {
  constructor() {
    super(
      `The mock worker answers, but this page is not under its control after ${MAX_RELOADS} reloads, so its /api calls would reach a server.`,
    );
    this.name = 'PageNotControlledError';
  }
}

/** Resolves once `start` has run and its worker controls the page; never resolves when reloading. */
export async function startUnderWorker(
  start: () => Promise<ServiceWorkerRegistration | undefined>,
  page: PageControls,
): Promise<void> {
  const { container } = page;
  // A worker is installed yet this page bypassed it: load the page again, this time under it.
  if (!container.controller && (await container.getRegistration())?.active) return reloadOrFail(page);
  const registration = await start();
  const active = registration?.active ?? null;
  if (await controlledBy(container, active, page.claimTimeoutMs ?? 3_000)) {
    page.storage.removeItem(RELOADS_KEY);
    return;
  }
  return reloadOrFail(page);
}

/** Whether `worker` controls the page, now or (a new worker claiming it) within `timeoutMs`. */
function controlledBy(container: WorkerContainer, worker: ServiceWorker | null, timeoutMs: number) {
  const done = () => worker !== null && container.controller === worker;
  if (done()) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      resolve(result);
    };
    const onChange = () => done() && finish(true);
    const timer = setTimeout(() => finish(done()), timeoutMs);
    container.addEventListener('controllerchange', onChange);
  });
}

function reloadOrFail(page: PageControls): Promise<never> {
  const reloads = Number(page.storage.getItem(RELOADS_KEY) ?? 0);
  if (reloads >= MAX_RELOADS) {
    page.storage.removeItem(RELOADS_KEY);
    return Promise.reject(new PageNotControlledError());
  }
  page.storage.setItem(RELOADS_KEY, String(reloads + 1));
  console.info(`[mock mode] ${LOADED_PAST_WORKER}`);
  page.reload();
  // The page is going: nothing may render, and nothing may call `/api`, until it has gone.
  return new Promise<never>(() => undefined);
}
