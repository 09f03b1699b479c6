import { createExecutionContext, env } from 'cloudflare:test';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import type { Env } from '../../worker/env';
import { BETA_COOKIE, PLAYER_COOKIE } from '../../worker/lib/auth';
import { AUDIENCE, type Audience, ISSUER, signToken, verifyToken } from '../../worker/lib/tokens';
import { call, freshCode, insertCode, ORIGIN, playerSession } from './helpers';

/** Set-Cookie split into its value and attributes (names lower-cased). */
function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
  const flags = new Map(
    attributes.map((a) => {
      const [name = '', value = ''] = a.split('=');
      return [name.toLowerCase(), value] as const;
    }),
  );
  return { name: pair.split('=')[0], flags };
}

const cookieNamed = (res: Response, name: string) => {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie in ${res.status} answer`);
  return parseSetCookie(header);
};

/** Claims a code and registers a nickname against `settings`: the two answers that set our cookies. */
async function signUp(settings: Env) {
  const send = (path: string, body: unknown, cookie = '') =>
    app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(body),
      }),
      settings,
      createExecutionContext(),
    );
  const code = freshCode('K');
  await insertCode(code);
  const claim = await send('/api/beta/claim', { code, email: `${code}@example.com`, deviceId: 'd' });
  const betaCookie = res2cookie(claim);
  const nickname = `Sec${Math.random().toString(36).slice(2, 9)}`;
  const register = await send('/api/players', { nickname, deviceId: 'd' }, betaCookie);
  expect([claim.status, register.status]).toEqual([200, 201]);
  return { claim, register };
}
const res2cookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('cookies', () => {
  it.each([
    ['production (any APP_ENV but development)', 'production', true],
    ['development', 'development', false],
  ])('in %s: both cookies are HttpOnly, SameSite=Lax, Path=/, one year', async (_, appEnv, secure) => {
    const { claim, register } = await signUp({ ...env, APP_ENV: appEnv } as Env);
    for (const cookie of [cookieNamed(claim, BETA_COOKIE), cookieNamed(register, PLAYER_COOKIE)]) {
      expect(cookie.flags.has('httponly')).toBe(true);
      expect(cookie.flags.get('samesite')).toBe('Lax');
      expect(cookie.flags.get('path')).toBe('/');
      expect(cookie.flags.get('max-age')).toBe('31536000');
      expect(cookie.flags.has('secure')).toBe(secure);
      expect(cookie.flags.has('domain')).toBe(false);
    }
  });

  it('logout expires both cookies on the same path, Secure outside development', async () => {
    const res = await call('/api/beta/logout', { method: 'POST' });
    for (const name of [BETA_COOKIE, PLAYER_COOKIE]) {
      const cookie = cookieNamed(res, name);
      expect(cookie.flags.get('max-age')).toBe('0');
      expect(cookie.flags.get('path')).toBe('/');
      expect(cookie.flags.has('secure')).toBe(true);
    }
  });
});

describe('tokens: only HS256 tokens we signed, for this audience, unexpired, are accepted', () => {
  const secret = new TextEncoder().encode(env.TOKEN_SECRET);
  const now = () => Math.floor(Date.now() / 1000);
  let player: Awaited<ReturnType<typeof playerSession>>;
  beforeAll(async () => {
    player = await playerSession();
  });

  /** The claims a real token of this audience carries. */
  const claimsFor = (audience: Audience): Record<string, string> & { sub: string } =>
    audience === 'beta'
      ? { sub: player.betaUserId }
      : { sub: String(player.playerId), nickname: player.nickname, beta: player.betaUserId };
  const standard = (audience: Audience, iat = now()) => ({
    ...claimsFor(audience),
    iss: ISSUER,
    aud: AUDIENCE[audience],
    iat,
    exp: iat + 3600,
  });
  const b64url = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const json64 = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)));
  /** A token as the worker signs it, for `signedAs` (the audience it claims) carrying `audience`'s claims. */
  const genuine = (audience: Audience, options: { nowSeconds?: number } = {}, signedAs = audience) =>
    signToken(env.TOKEN_SECRET, signedAs, claimsFor(audience).sub, claimsFor(audience), options);

  const forgeries: [string, (audience: Audience) => Promise<string>][] = [
    ['alg none (unsigned)', async (a) => new UnsecuredJWT(standard(a)).encode()],
    ['HS512 with our secret', async (a) => new SignJWT(standard(a)).setProtectedHeader({ alg: 'HS512' }).sign(secret)],
    [
      'an RS256 header, signed with some RSA key',
      async (a) => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(standard(a)).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
      },
    ],
    [
      'an RS256 header over an HMAC of our secret (key confusion)',
      async (a) => {
        const input = `${json64({ alg: 'RS256', typ: 'JWT' })}.${json64(standard(a))}`;
        const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
        return `${input}.${b64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(input)))}`;
      },
    ],
    [
      'another issuer',
      async (a) => new SignJWT({ ...standard(a), iss: 'evil' }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    ],
    ['the other audience', (a) => genuine(a, {}, a === 'beta' ? 'player' : 'beta')],
    ['an expired token', (a) => genuine(a, { nowSeconds: now() - 2 * 31_536_000 })],
    [
      'no expiry',
      async (a) => new SignJWT({ ...standard(a), exp: undefined }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    ],
    [
      'another secret',
      async (a) => signToken('some-other-secret-of-32-characters!!', a, claimsFor(a).sub, claimsFor(a)),
    ],
    [
      'a tampered signature',
      async (a) => {
        const token = await genuine(a);
        return `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      },
    ],
    [
      'a tampered payload under a valid signature',
      async (a) => {
        const [header, , signature] = (await genuine(a)).split('.');
        return `${header}.${json64({ ...standard(a), sub: '1' })}.${signature}`;
      },
    ],
  ];

  /** The beta cookie alone opens /api/beta/status; the player cookie (with a good beta one) opens /api/players/me. */
  const open = async (audience: Audience, token: string) => {
    const beta = audience === 'beta' ? token : await signToken(env.TOKEN_SECRET, 'beta', player.betaUserId);
    const cookie = `${BETA_COOKIE}=${beta}${audience === 'player' ? `; ${PLAYER_COOKIE}=${token}` : ''}`;
    return (await call(audience === 'beta' ? '/api/beta/status' : '/api/players/me', { headers: { Cookie: cookie } }))
      .status;
  };

  it.each(['beta', 'player'] as const)('a genuine %s token is accepted (the control)', async (audience) => {
    const token = await genuine(audience);
    expect(await verifyToken(env.TOKEN_SECRET, audience, token)).not.toBeNull();
    expect(await open(audience, token)).toBe(200);
  });

  describe.each(['beta', 'player'] as const)('as a %s token', (audience) => {
    it.each(forgeries)('refuses %s', async (_, forge) => {
      const token = await forge(audience);
      expect(await verifyToken(env.TOKEN_SECRET, audience, token)).toBeNull();
      expect(await open(audience, token)).toBe(401);
    });
  });
});
