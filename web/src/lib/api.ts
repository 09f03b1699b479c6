import type { ApiErrorBody } from '../../../worker/domain/errors';

/** An error answer from the API, with the server's message ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = "Can't reach 16 Bars right now. Check your connection and try again.";

/** Calls the worker's JSON API on our own origin; cookies travel with it. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; keepalive?: boolean } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      keepalive: init.keepalive,
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  if (!res.ok) {
    const {
      code = 'error',
      message = `Request failed (${res.status})`,
      ...details
    } = (data as ApiErrorBody | null)?.error ?? {};
    throw new ApiError(res.status, code, message, details);
  }
  return data as T;
}
