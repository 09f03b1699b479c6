import { errors, jwtVerify, SignJWT } from 'jose';

export const ISSUER = '16bars';
export const AUDIENCE = { beta: '16bars:beta', player: '16bars:player' } as const;
export type Audience = keyof typeof AUDIENCE;

export const ONE_YEAR_SECONDS = 31_536_000;

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs a token for one audience with HS256; `nowSeconds` lets tests pin the clock. */
export async function signToken(
  secret: string,
  audience: Audience,
  subject: string,
  claims: Record<string, string | number> = {},
  { ttlSeconds = ONE_YEAR_SECONDS, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE[audience])
    .setSubject(subject)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(key(secret));
}

/** The verified claims, or null for anything not signed by us for this audience and still valid. */
export async function verifyToken(
  secret: string,
  audience: Audience,
  token: string | undefined,
  nowSeconds?: number,
): Promise<(Record<string, unknown> & { sub: string }) | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE[audience],
      requiredClaims: ['sub', 'exp'],
      ...(nowSeconds === undefined ? {} : { currentDate: new Date(nowSeconds * 1000) }),
    });
    return payload as Record<string, unknown> & { sub: string };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
