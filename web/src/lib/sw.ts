/**
 * Registers the service worker (built from web/sw/sw.js by vite.config.ts), which keeps the app shell for
 * offline starts and shows push notifications. Production builds only: under `vite` dev the files it would
 * cache change on every save.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('Service worker registration failed:', err);
    });
  };
  // After load, so precaching never competes with the first paint for bandwidth.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
