import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HealthResponse } from '../domain/api-types';
import { puzzleDay } from '../domain/puzzle-day';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { methodNotAllowed } from '../lib/errors';

const PING = { ok: true, service: '16 Bars' } as const;

export const healthRoutes = new Hono<AppEnv>()
  /** Liveness plus a round trip to D1. */
  .get('/health', async (c) => {
    await c.var.db.run(sql`select 1`);
    const now = clock.now();
    const body: HealthResponse = { status: 'ok', time: new Date(now).toISOString(), puzzleDay: puzzleDay(now) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .all('/health', methodNotAllowed)
  /** A fixed answer through the same middleware: the benchmarks' baseline. */
  .get('/ping', (c) => c.json(PING))
  .all('/ping', methodNotAllowed);
