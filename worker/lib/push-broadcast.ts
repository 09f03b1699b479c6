import { gt, inArray } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { pushSubscriptions } from '../db/schema';
import type { Env } from '../env';
import { buildPushRequest, type VapidKeys } from './web-push';

/** What the service worker shows (web/sw/sw.js reads title, body, url and tag). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export const PUZZLE_DROP_NOTICE: PushNotice = {
  title: 'A new 16 Bars puzzle just dropped',
  body: 'Sixteen fresh tiles, four groups, four mistakes. Go get it.',
  url: '/game',
  tag: 'puzzle-drop',
};

/** A Worker may hold 6 connections open at once; more would only queue. */
const CONCURRENCY = 6;
/** D1 binds at most 100 parameters per statement: the delete of a page's gone rows must fit. */
const PAGE_SIZE = 100;

export function vapidKeys(env: Env): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT || 'mailto:push@16bars.app',
  };
}

export interface BroadcastResult {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * Sends one notice to every subscription. A push service answering 404 or 410 says the subscription is gone
 * for good (RFC 8030 §7.3), so those rows are deleted; any other failure is counted and left for next time.
 */
export async function broadcast(env: Env, db: DrizzleD1Database, notice: PushNotice, nowMs: number) {
  const result: BroadcastResult = { sent: 0, removed: 0, failed: 0 };
  const vapid = vapidKeys(env);
  if (!vapid) {
    console.warn(JSON.stringify({ level: 'warn', event: 'push_skipped', reason: 'VAPID keys are not set' }));
    return result;
  }
  const nowSeconds = Math.floor(nowMs / 1000);
  for (let afterId = 0; ; ) {
    const page = await db
      .select()
      .from(pushSubscriptions)
      .where(gt(pushSubscriptions.id, afterId))
      .orderBy(pushSubscriptions.id)
      .limit(PAGE_SIZE)
      .all();
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? afterId;
    const gone: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < page.length) {
        const sub = page[next++] as (typeof page)[number];
        try {
          const res = await fetch(await buildPushRequest(sub, notice, vapid, { nowSeconds }));
          if (res.status === 404 || res.status === 410) gone.push(sub.id);
          else if (res.ok) result.sent++;
          else result.failed++;
        } catch (err) {
          result.failed++;
          console.error(JSON.stringify({ level: 'error', event: 'push_failed', id: sub.id, error: String(err) }));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, page.length) }, worker));
    if (gone.length > 0) {
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      result.removed += gone.length;
    }
  }
  return result;
}
