import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betaAccessCodes, betaUsers } from '../../worker/db/schema';
import { betaCodesSql } from '../../worker/db/seed/seed';
import { BETA_MESSAGES } from '../../worker/domain/messages';
import { verifyToken } from '../../worker/lib/tokens';
import { call, cookiesOf, db, freshCode, insertCode, json } from './helpers';

const claim = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call('/api/beta/claim', { method: 'POST', json: { deviceId: 'device-1', ...body }, headers });

async function expectRefusal(body: Record<string, unknown>, message: string) {
  const res = await claim(body);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: 'claim_refused', message } });
}

describe('POST /api/beta/claim: the seven checks in order', () => {
  it('1. rejects a malformed code with "Invalid code format. Expected format: BETA-XXXX-XXXX" (before the e-mail)', async () => {
    await expectRefusal({ code: 'BETA-12-34', email: 'not-an-email' }, BETA_MESSAGES.invalidFormat);
  });

  it('2. rejects a bad e-mail with "Invalid email address"', async () => {
    await expectRefusal({ code: 'BETA-AAAA-BBBB', email: 'a@b' }, BETA_MESSAGES.invalidEmail);
  });

  it('3. rejects an unknown code with "Invalid access code"', async () => {
    await expectRefusal({ code: 'BETA-ZZZZ-9999', email: 'a@b.co' }, BETA_MESSAGES.notFound);
  });

  it('4. rejects a deactivated code with "This access code has been deactivated" (before expiry and uses)', async () => {
    const code = freshCode();
    await insertCode(code, { isActive: false, expiresAt: 1, currentUses: 1 });
    await expectRefusal({ code, email: 'a@b.co' }, BETA_MESSAGES.deactivated);
  });

  it('5. rejects an expired code with "This access code has expired"', async () => {
    const code = freshCode();
    await insertCode(code, { expiresAt: Date.now() - 1000, currentUses: 1 });
    await expectRefusal({ code, email: 'a@b.co' }, BETA_MESSAGES.expired);
  });

  it('6. rejects a code that reached max uses with "This access code has already been used"', async () => {
    const code = freshCode();
    await insertCode(code, { maxUses: 2, currentUses: 2 });
    await expectRefusal({ code, email: 'a@b.co' }, BETA_MESSAGES.used);
  });

  it('7. rejects an e-mail already registered with the code with "This email has already been registered with this code"', async () => {
    const code = freshCode();
    await insertCode(code, { maxUses: 5 });
    expect((await claim({ code, email: 'twice@example.com' })).status).toBe(200);
    await expectRefusal({ code, email: 'TWICE@example.com' }, BETA_MESSAGES.emailRegistered);
  });

  it('rejects a body without fields with a clear 400', async () => {
    const res = await call('/api/beta/claim', { method: 'POST', json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: BETA_MESSAGES.invalidFormat } });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await call('/api/beta/claim', {
      method: 'POST',
      body: '{"code":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('bad_request');
  });
});

describe('a successful claim', () => {
  it('upper-cases the code, creates the beta user and sets the signed one-year cookie', async () => {
    const code = freshCode();
    await insertCode(code);
    const res = await claim({ code: code.toLowerCase(), email: ' New@Example.com ' });
    expect(res.status).toBe(200);
    const body = await json<{ betaUserId: string; email: string; accessCode: string }>(res);
    expect(body).toMatchObject({ success: true, email: 'new@example.com', accessCode: code });

    const user = await db().select().from(betaUsers).where(eq(betaUsers.id, body.betaUserId)).get();
    expect(user).toMatchObject({ email: 'new@example.com', accessCode: code, deviceId: 'device-1', isActive: true });
    const row = await db().select().from(betaAccessCodes).where(eq(betaAccessCodes.code, code)).get();
    expect(row?.currentUses).toBe(1);

    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('16bars_beta='));
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    const token = cookiesOf(res).split('=')[1];
    expect((await verifyToken(env.TOKEN_SECRET, 'beta', token))?.sub).toBe(body.betaUserId);
  });

  it('lets the status endpoint read the beta user back', async () => {
    const code = freshCode();
    await insertCode(code);
    const res = await claim({ code, email: 'status@example.com' });
    const status = await call('/api/beta/status', { headers: { Cookie: cookiesOf(res) } });
    expect(status.status).toBe(200);
    expect(await json(status)).toMatchObject({ isActive: true, email: 'status@example.com', gamesPlayed: 0 });
    expect((await call('/api/beta/status')).status).toBe(401);
  });

  it('refuses a cross-site claim with 403', async () => {
    const res = await claim({ code: 'BETA-AAAA-BBBB', email: 'a@b.co' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('concurrency', () => {
  it('100 parallel claims of a single-use code give exactly one success and current_uses = 1', async () => {
    const code = freshCode('C');
    await insertCode(code, { maxUses: 1 });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => claim({ code, email: `racer${i}@example.com`, deviceId: `d${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(99);
    const bodies = await Promise.all(
      results.filter((r) => r.status === 400).map((r) => json<{ error: { message: string } }>(r)),
    );
    expect(new Set(bodies.map((b) => b.error.message))).toEqual(new Set([BETA_MESSAGES.used]));
    const row = await db().select().from(betaAccessCodes).where(eq(betaAccessCodes.code, code)).get();
    expect(row?.currentUses).toBe(1);
    expect(await db().select().from(betaUsers).where(eq(betaUsers.accessCode, code)).all()).toHaveLength(1);
  });

  it('a code with max_uses 3 under 30 parallel claims gives exactly three', async () => {
    const code = freshCode('M');
    await insertCode(code, { maxUses: 3 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => claim({ code, email: `m${i}@example.com` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const row = await db().select().from(betaAccessCodes).where(eq(betaAccessCodes.code, code)).get();
    expect(row?.currentUses).toBe(3);
  });
});

describe('logout', () => {
  it('clears both cookies', async () => {
    const res = await call('/api/beta/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('16bars_beta=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('16bars_player=;') && /Max-Age=0/.test(c))).toBe(true);
  });
});

describe('codes as SQL (npm run beta:codes -- N --remote)', () => {
  it('adds single-use codes that claim once and then are used up', async () => {
    const [code, spare] = [freshCode(), freshCode()];
    await env.DB.batch(
      betaCodesSql([code, spare])
        .split('\n')
        .map((line) => env.DB.prepare(line)),
    );
    expect((await claim({ code, email: 'sql-first@example.com' })).status).toBe(200);
    await expectRefusal({ code, email: 'sql-second@example.com' }, BETA_MESSAGES.used);
    const row = await db().select().from(betaAccessCodes).where(eq(betaAccessCodes.code, spare)).get();
    expect(row).toMatchObject({ maxUses: 1, currentUses: 0, isActive: true, expiresAt: null });
  });
});
