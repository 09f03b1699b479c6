import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../worker/db/schema';
import { ANALYTICS_EVENTS } from '../../worker/domain/analytics';
import { betaSession, call, db, json, setNow, useRealTime } from './helpers';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call('/api/events', { method: 'POST', json: body, headers });
const errorOf = async (res: Response) => (await json<{ error: { message: string } }>(res)).error.message;
const count = async () => (await db().select().from(analyticsEvents).all()).length;

afterEach(() => useRealTime());

describe('POST /api/events', () => {
  it('stores each known event with its time and props, tied to the beta user when there is one', async () => {
    const tester = await betaSession();
    const at = Date.now() - 60_000;
    const events = ANALYTICS_EVENTS.map((name, i) => ({ name, at: at + i, props: { path: '/game', n: i, ok: true } }));
    const res = await post({ events }, { Cookie: tester.cookie });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ stored: ANALYTICS_EVENTS.length });
    const rows = await db()
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.betaUserId, tester.betaUserId))
      .orderBy(analyticsEvents.at)
      .all();
    expect(rows.map((r) => r.name)).toEqual([...ANALYTICS_EVENTS]);
    expect(rows[4]).toMatchObject({ name: 'navigation', at: at + 4, props: { path: '/game', n: 4, ok: true } });
  });

  it('stores anonymous events with no beta user and no props', async () => {
    const res = await post({ events: [{ name: 'pwa_install_prompt', at: Date.now() }] });
    expect(res.status).toBe(202);
    const row = await db().select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).get();
    expect(row).toMatchObject({ name: 'pwa_install_prompt', betaUserId: null, props: null });
  });

  it('moves an event from the future back to the server time', async () => {
    setNow('2026-06-01T12:00:00Z');
    await post({ events: [{ name: 'navigation', at: Date.parse('2030-01-01T00:00:00Z') }] });
    const row = await db().select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).get();
    expect(row?.at).toBe(Date.parse('2026-06-01T12:00:00Z'));
  });

  it('stores a full batch of 50 across several inserts', async () => {
    const before = await count();
    const events = Array.from({ length: 50 }, (_, i) => ({ name: 'navigation', at: 1_700_000_000_000 + i }));
    expect((await post({ events })).status).toBe(202);
    expect(await count()).toBe(before + 50);
  });

  it.each([
    ['an unknown event name', { events: [{ name: 'page_view', at: 1 }] }, 'Unknown event name'],
    [
      '51 events',
      { events: Array.from({ length: 51 }, () => ({ name: 'navigation', at: 1 })) },
      'At most 50 events at once',
    ],
    ['no events', { events: [] }, 'No events'],
    ['a nested prop', { events: [{ name: 'navigation', at: 1, props: { where: { path: '/' } } }] }, null],
    ['a long prop string', { events: [{ name: 'navigation', at: 1, props: { path: 'x'.repeat(121) } }] }, null],
    ['a prop name that is no identifier', { events: [{ name: 'navigation', at: 1, props: { 'a b': 1 } }] }, null],
    [
      'too many props',
      {
        events: [
          { name: 'navigation', at: 1, props: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])) },
        ],
      },
      'Too many event props',
    ],
    ['an extra field', { events: [{ name: 'navigation', at: 1, user: 'me' }] }, null],
    ['a negative time', { events: [{ name: 'navigation', at: -5 }] }, null],
  ])('refuses %s with 400 and stores nothing', async (_what, body, message) => {
    const before = await count();
    const res = await post(body);
    expect(res.status).toBe(400);
    if (message) expect(await errorOf(res)).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses a body over 8 KB with 413', async () => {
    const events = Array.from({ length: 50 }, () => ({
      name: 'navigation',
      at: 1,
      props: { p: 'x'.repeat(120), q: 'y'.repeat(120) },
    }));
    expect(JSON.stringify({ events }).length).toBeGreaterThan(8 * 1024);
    const res = await post({ events });
    expect(res.status).toBe(413);
  });

  it('refuses a batch from another site with 403', async () => {
    const res = await post({ events: [{ name: 'navigation', at: 1 }] }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
