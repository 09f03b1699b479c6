import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { bankSql, seedPuzzles } from '../../worker/db/seed/seed';
import { call, db, json, setNow, useRealTime } from './helpers';

const TODAY = '2026-03-10';

beforeAll(async () => {
  setNow(`${TODAY}T12:00:00Z`);
  // The bank scheduled from three days ago: two past puzzles, today's, and future ones.
  await seedPuzzles(db(), '2026-03-07');
});
afterAll(useRealTime);

const bankMembers = (i: number) => (PUZZLE_BANK[i]?.groups ?? []).flatMap((g) => g.members);

describe('GET /api/puzzles/today', () => {
  it("serves today's number, date and 16 tiles, and no groups", async () => {
    const res = await call('/api/puzzles/today');
    expect(res.status).toBe(200);
    const body = await json<{ date: string; puzzleNumber: number; tiles: string[] }>(res);
    expect(body.date).toBe(TODAY);
    expect(body.puzzleNumber).toBe(4);
    expect(body.tiles).toHaveLength(16);
    expect([...body.tiles].sort()).toEqual([...bankMembers(3)].sort());
    expect(Object.keys(body).sort()).toEqual(['date', 'puzzleNumber', 'tiles']);
    const text = JSON.stringify(body);
    for (const group of PUZZLE_BANK[3]?.groups ?? []) expect(text).not.toContain(group.category);
  });

  it('deals the same order every time, shuffled away from the groups', async () => {
    const a = await json<{ tiles: string[] }>(await call('/api/puzzles/today'));
    const b = await json<{ tiles: string[] }>(await call('/api/puzzles/today'));
    expect(a.tiles).toEqual(b.tiles);
    expect(a.tiles).not.toEqual(bankMembers(3));
  });

  it('follows the UTC date across midnight', async () => {
    setNow('2026-03-10T23:59:59Z');
    expect((await json<{ puzzleNumber: number }>(await call('/api/puzzles/today'))).puzzleNumber).toBe(4);
    setNow('2026-03-11T00:00:00Z');
    expect((await json<{ puzzleNumber: number }>(await call('/api/puzzles/today'))).puzzleNumber).toBe(5);
    setNow(`${TODAY}T12:00:00Z`);
  });

  it('falls back to the built-in puzzle number 1 on a date without a puzzle', async () => {
    setNow('2031-01-01T08:00:00Z');
    const body = await json<{ puzzleNumber: number; date: string; tiles: string[] }>(await call('/api/puzzles/today'));
    expect(body).toMatchObject({ puzzleNumber: 1, date: '2031-01-01' });
    expect([...body.tiles].sort()).toEqual([...bankMembers(0)].sort());
    setNow(`${TODAY}T12:00:00Z`);
  });

  it('answers other methods with 405 in the error shape', async () => {
    const res = await call('/api/puzzles/today', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Method not allowed.' } });
  });
});

describe('GET /api/puzzles/:date', () => {
  it('serves a past puzzle with its groups and quotes', async () => {
    const res = await call('/api/puzzles/2026-03-08');
    expect(res.status).toBe(200);
    const body = await json<{ puzzleNumber: number; groups: unknown[]; winQuote: string }>(res);
    expect(body.puzzleNumber).toBe(2);
    expect(body.groups).toEqual(PUZZLE_BANK[1]?.groups);
    expect(body.winQuote).toBe(PUZZLE_BANK[1]?.winQuote);
  });

  it.each([TODAY, '2026-03-11', '2027-01-01'])('never serves today or a future date (%s)', async (date) => {
    const res = await call(`/api/puzzles/${date}`);
    expect(res.status).toBe(404);
    const body = await json<{ error: { code: string; message: string } }>(res);
    expect(body.error.code).toBe('not_found');
    expect(JSON.stringify(body)).not.toContain('groups');
  });

  it('answers a past date with no puzzle with 404 "No puzzle exists for {date}"', async () => {
    const res = await call('/api/puzzles/2020-02-02');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No puzzle exists for 2020-02-02' } });
  });

  it.each(['yesterday', '2026-02-30', '2026-3-1', "2026-01-01' OR 1=1"])(
    'rejects the malformed date %s with 400',
    async (date) => {
      const res = await call(`/api/puzzles/${encodeURIComponent(date)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'Dates are written YYYY-MM-DD' } });
    },
  );
});

describe('GET /puzzles.json', () => {
  it('holds past dates only', async () => {
    const res = await call('/puzzles.json');
    expect(res.status).toBe(200);
    const body = await json<Record<string, { puzzleNumber: number }>>(res);
    expect(Object.keys(body)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(body['2026-03-09']?.puzzleNumber).toBe(3);
  });
});

describe('seeding', () => {
  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedPuzzles(db(), TODAY)).toBe(0);
  });
});

describe('the bank as SQL (npm run seed -- --remote)', () => {
  const rows = () =>
    env.DB.prepare(
      'select puzzle_date, puzzle_number, puzzle_data, win_quote, loss_quote, is_active, created_by from puzzles order by puzzle_number',
    ).all();

  it('writes exactly the rows seedPuzzles writes, quotes and all, and adds nothing when run twice', async () => {
    const seeded = (await rows()).results;
    expect(seeded).toHaveLength(PUZZLE_BANK.length);
    const sql = bankSql('2026-03-07');
    // Apostrophes in the bank's quotes and names are escaped, not cut short.
    expect(sql).toContain("''");
    const statements = () => sql.split('\n').map((line) => env.DB.prepare(line));

    await env.DB.prepare('delete from puzzles').run();
    await env.DB.batch(statements());
    expect((await rows()).results).toEqual(seeded);
    await env.DB.batch(statements());
    expect((await rows()).results).toEqual(seeded);
  });
});
