// Tickets that open without signal (issue 17). Registered only once a customer has viewed their
// tickets, and unregistered at logout. It never answers from its cache while the network works:
// every request it handles goes to the network first, so a release is never hidden behind an old
// app shell. Only when the network fails does it answer from what the page asked it to save (the
// page's own address, the scripts it ran, the session and ticket answers it read).
const CACHE = 'offline-tickets';
const SHELL = '/__offline-shell';
const RELEASE = '/__offline-release';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** What it handles: page loads, built assets, the session and the customer's ticket answers. */
function handled(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return false;
  if (request.mode === 'navigate') return true;
  return (
    url.pathname.startsWith('/assets/') ||
    url.pathname === '/api/session' ||
    url.pathname.startsWith('/api/tickets')
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!handled(request)) return;
  event.respondWith(
    fetch(request).catch(async (failure) => {
      const cache = await caches.open(CACHE);
      const saved =
        (await cache.match(request, { ignoreVary: true })) ??
        (request.mode === 'navigate' ? await cache.match(SHELL) : undefined);
      if (saved) return saved;
      throw failure;
    }),
  );
});

/** What the page asked to keep: its addresses, and the answers it already holds for some of them. */
async function save({ urls, answers = {}, release }) {
  const cache = await caches.open(CACHE);
  // A new release replaces what an older one saved (its scripts would never be asked for again).
  const known = await cache.match(RELEASE);
  if (known && (await known.text()) !== release) {
    for (const key of await cache.keys()) await cache.delete(key);
  }
  let saved = 0;
  for (const url of urls) {
    // An answer the page holds is kept as it is: asking again would call the legacy service twice.
    const held = answers[url];
    const response =
      typeof held === 'string'
        ? new Response(held, { headers: { 'content-type': 'application/json; charset=utf-8' } })
        : await fetch(url, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
    if (!response?.ok) continue;
    const page = !new URL(url, self.location.origin).pathname.match(/^\/(api|assets)\//);
    if (page) await cache.put(SHELL, response.clone());
    await cache.put(url, response);
    saved += 1;
  }
  await cache.put(RELEASE, new Response(release));
  return saved === urls.length;
}

self.addEventListener('message', (event) => {
  const reply = (answer) => event.ports[0]?.postMessage(answer);
  if (event.data?.type === 'save') {
    event.waitUntil(
      save(event.data).then(
        (ok) => reply({ ok }),
        () => reply({ ok: false }),
      ),
    );
  } else if (event.data?.type === 'forget') {
    event.waitUntil(caches.delete(CACHE).then(() => reply({ ok: true })));
  }
});
