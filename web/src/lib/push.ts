import { track } from './analytics';
import { api } from './api';
import { publicConfig } from './config';

export type EnablePushResult = 'subscribed' | 'denied' | 'unsupported' | 'error';

/** How long to wait for the service worker before giving up (it never comes under `vite` dev). */
const READY_TIMEOUT_MS = 10_000;

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key arrives as base64url; PushManager.subscribe wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error('service worker not ready')), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timedOut]);
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * Turns on the daily drop notification: asks permission (from a click, as browsers require), subscribes through
 * the service worker with the server's VAPID key and hands the subscription to the server (beta testers only).
 */
export async function enablePush(): Promise<EnablePushResult> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  track('notification_permission', { result: permission });
  if (permission !== 'granted') return 'denied';
  try {
    const { vapidPublicKey } = await publicConfig();
    if (!vapidPublicKey) return 'unsupported';
    const key = keyBytes(vapidPublicKey);
    const reg = await registration();
    let subscription = await reg.pushManager.getSubscription();
    // A subscription made for an older server key can no longer be pushed to: replace it.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await api('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
    return 'subscribed';
  } catch (err) {
    console.warn('Push subscription failed:', err);
    return 'error';
  }
}

/** Turns the notification off here and on the server; true when nothing is subscribed any more. */
export async function disablePush(): Promise<boolean> {
  if (!supported()) return true;
  try {
    const reg = await registration();
    const subscription = await reg.pushManager.getSubscription();
    if (!subscription) return true;
    await api('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
    return await subscription.unsubscribe();
  } catch (err) {
    console.warn('Push unsubscribe failed:', err);
    return false;
  }
}
