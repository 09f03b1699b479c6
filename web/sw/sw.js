/**
 * The 16 Bars service worker: opens the app shell without a network and shows the daily drop notification.
 * Plain JavaScript, no imports. web/sw/precache-plugin.ts builds it into dist/client/sw.js and puts the build's
 * file list in front of it as `self.__PRECACHE__ = { version, files }`.
 */
const { version, files } = self.__PRECACHE__;
const CACHE_PREFIX = '16bars-shell-';
const CACHE = `${CACHE_PREFIX}${version}`;
/** Every page of the app is this one document (the SPA fallback). */
const SHELL = '/';
/** A connection slower than this gets the cached shell: better a page now than a spinner forever. */
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // 'reload' skips the HTTP cache, so a new version never precaches yesterday's files.
      await cache.addAll(files.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The API always goes to the network: offline, the app shows its own connection message for each call.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/') || url.pathname === '/puzzles.json') return;
  event.respondWith(request.mode === 'navigate' ? shellFor(request) : cacheFirst(request));
});

/** Pages: the network when it answers in time (fresh deploys show at once), else the cached shell. */
async function shellFor(request) {
  const network = fetch(request);
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  try {
    const response = await Promise.race([network, timeout]);
    if (response) return response;
  } catch {
    // offline: fall through to the cache
  }
  const cached = await caches.match(SHELL, { cacheName: CACHE });
  return cached ?? network;
}

/** Built files have content hashes in their names, so a cached copy is always the right one. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || '16 Bars', {
      body: notice.body || 'A new puzzle is waiting.',
      icon: '/icons/icon-192.png',
      tag: notice.tag || '16bars',
      data: { url: notice.url || '/game' },
    }),
  );
});

/** A tap on the notification brings an open 16 Bars window to the puzzle, or opens one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/game', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target) await open.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
