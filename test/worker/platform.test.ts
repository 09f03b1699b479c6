import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { call, json } from './helpers';

describe('GET /api/health', () => {
  it('answers ok after a round trip to D1', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the JSON error shape', async () => {
    const res = await call('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await call('/api/ping', {
      method: 'POST',
      body: 'x'.repeat(20_000),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large.' },
    });
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/api/puzzles/today'])('are on every response (%s)', async (path) => {
    const res = await call(path);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('cron', () => {
  afterEach(() => vi.restoreAllMocks());

  async function runAt(iso: string) {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.parse(iso), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    return log.mock.calls.map((args) => String(args[0]));
  }

  it('logs the day rollover on its 00:00 UTC run', async () => {
    const lines = await runAt('2026-05-02T00:00:00Z');
    expect(lines.some((l) => l.includes('"day_rollover"') && l.includes('2026-05-02'))).toBe(true);
  });

  it('does not roll over on any other minute', async () => {
    expect((await runAt('2026-05-02T00:01:00Z')).some((l) => l.includes('day_rollover'))).toBe(false);
    expect((await runAt('2026-05-01T23:59:00Z')).some((l) => l.includes('day_rollover'))).toBe(false);
  });
});
