import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { expect } from 'vitest';
import { ORIGIN } from './helpers';

/** One request as the fuzzer builds it: nothing is added behind its back (no Origin, no Content-Type). */
export interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Sends to the worker (or, for routes that need other settings, to `fetcher`). */
export type Fetcher = (request: Request) => Promise<Response>;
const viaSelf: Fetcher = (request) => SELF.fetch(request);

let tables: string[] | undefined;
/** The app's tables, read from SQLite itself so a table added later is covered without touching this file. */
async function appTables(): Promise<string[]> {
  tables ??= (
    await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'
       ORDER BY name`,
    ).all<{ name: string }>()
  ).results.map((r) => r.name);
  return tables;
}

/**
 * Every app table's row count plus a digest of its contents, in one round trip: a rejected request that
 * inserted, deleted or updated anything shows up here.
 */
export async function snapshotDb(): Promise<Record<string, string>> {
  const names = await appTables();
  const results = await env.DB.batch(names.map((t) => env.DB.prepare(`SELECT * FROM "${t}"`)));
  const snapshot: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const rows = results[i]?.results ?? [];
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(rows)));
    const hex = [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
    snapshot[name] = `${rows.length} rows, sha-256 ${hex}`;
  }
  return snapshot;
}

/**
 * Sends a probe and checks what every answer owes its caller: never a 5xx; every 4xx in the JSON error shape
 * {"error":{"code","message"}} with a JSON content type; and a rejected request leaves D1 as it was.
 */
export async function expectSafe(probe: Probe, fetcher: Fetcher = viaSelf): Promise<number> {
  const before = await snapshotDb();
  const res = await fetcher(
    new Request(`${ORIGIN}${probe.path}`, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
      redirect: 'manual',
    }),
  );
  const label = `${probe.method} ${probe.path}`;
  const text = await res.text();
  expect(res.status, `${label} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('Content-Type'), label).toMatch(/^application\/json/);
    if (probe.method !== 'HEAD') {
      const body = JSON.parse(text);
      expect(Object.keys(body), label).toEqual(['error']);
      expect(body.error, label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await snapshotDb(), `${label} (${res.status}) changed D1`).toEqual(before);
  }
  return res.status;
}

/** Strings that have broken parsers, databases and regexes before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '💥🔥',
  'ß',
  'İ',
  'e\u0301',
  '<script>alert(1)</script>',
  "'; DROP TABLE beta_users; --",
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '__proto__',
  'BETA-AAAA-BBBB',
  'a@b.co',
  'x'.repeat(5000),
];

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, weighted towards the values that trip up validators. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 20 }),
);

/** A body shaped like a route's own: each field plausible or nasty, some missing, sometimes a stray key. */
export function bodyLike(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const shaped = fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, plausible]) => [k, fc.oneof(plausible, nastyValue)])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.tuple(shaped, nastyString, nastyValue).map(([b, k, v]) => ({ ...b, [k]: v })) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Request bodies that are not the JSON they claim to be, or JSON that JavaScript reads oddly. */
export const rawBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"code":',
    '{"a":1,}',
    "{'a':1}",
    'null',
    '[]',
    '"text"',
    '1e400',
    '{"at":1e400,"count":-1e400,"rating":123456789012345678901234567890}',
    '{"__proto__":{"admin":true}}',
    '\uFEFF{}',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    'code=BETA-AAAA-BBBB&email=a%40b.co',
    '--x\r\nContent-Disposition: form-data; name="code"\r\n\r\nBETA\r\n--x--',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? ''),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes)),
);

export const contentType = fc.option(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/vnd.api+json',
    'application/json-patch+json',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'json',
    '',
  ),
  { nil: undefined },
);

/** A header value a client can send (printable ASCII), sometimes long. */
export const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  fc.constantFrom('x'.repeat(4000), '%', '%ZZ', '"', ';;;', '=', 'null'),
);
