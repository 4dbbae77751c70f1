// In mock mode the app may call `/api` only once MSW's worker both answers for this page (the
// worker confirmed it) and controls it (the browser sends the page's requests to that worker).
// `worker.start()` promises only the first. Two ways a page ends up uncontrolled, both seen on the
// dev server, where every `/api` call then reached the server:
// - a hard reload (Shift+Reload) loads the page and all its requests past the service worker;
// - a full navigation racing MSW's worker unregistering itself: the page going away tells the
//   worker it closed (MSW's `CLIENT_CLOSED`), and a worker left with no page unregisters, so the
//   next page of the same tab can start without a controller.
// MSW's own answer to the first (a reload inside `start()`) lets `start()` resolve, and the app
// fire its first calls, before the page goes. Here the page reloads itself before anything is
// started, at most a few times in a row, and otherwise says that mock mode did not start.

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
