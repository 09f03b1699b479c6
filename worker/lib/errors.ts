import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES, type ErrorStatus } from '../domain/errors';
import type { AppEnv } from '../env';

/** An error the caller caused or may see; the message is shown to the user as is. */
export class ApiError extends HTTPException {
  constructor(
    status: ErrorStatus,
    message: string,
    readonly code: string = ERROR_CODES[status],
    readonly details?: Record<string, unknown>,
  ) {
    super(status as 400, { message });
  }
}

export const fail = (status: ErrorStatus, message: string, code?: string, details?: Record<string, unknown>): never => {
  throw new ApiError(status, message, code, details);
};

export function errorResponse(
  c: Context,
  status: ErrorStatus,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) {
  return c.json({ error: { code, message, ...details } }, status);
}

const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not valid.',
  401: 'Sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  429: 'Too many requests. Slow down and try again shortly.',
};

/** The one place where any thrown error becomes a response; internals never reach the caller. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) return errorResponse(c, err.status as ErrorStatus, err.code, err.message, err.details);
  if (err instanceof HTTPException && err.status < 500) {
    const status = (err.status in ERROR_CODES ? err.status : 400) as ErrorStatus;
    return errorResponse(c, status, ERROR_CODES[status], err.message || DEFAULT_MESSAGES[status] || 'Bad request.');
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      path: c.req.path,
      error: String(err?.stack ?? err),
    }),
  );
  return errorResponse(c, 500, 'internal', `Something went wrong on our side (request ${c.get('requestId')}).`);
}

export const notFound = (c: Context<AppEnv>) => errorResponse(c, 404, 'not_found', DEFAULT_MESSAGES[404] as string);

export const methodNotAllowed = (c: Context<AppEnv>) =>
  errorResponse(c, 405, 'method_not_allowed', DEFAULT_MESSAGES[405] as string);
