import type { GameStateResponse, GuessResponse } from '../../../worker/domain/api-types';
import { ApiError, api } from './api';

type Send = <T>(path: string, init: { method: string; body: unknown }) => Promise<T>;

/** Starts or resumes today's game; `test` plays tomorrow's puzzle as a beta preview. */
export function startGame(test: boolean, send: Send = api): Promise<GameStateResponse> {
  return send<GameStateResponse>('/api/games', { method: 'POST', body: test ? { test: true } : {} });
}

/**
 * One Spit. A network failure is retried once with the same idempotency key, so a guess the server did receive
 * is answered from its record and never counts twice.
 */
export async function sendGuess(
  gameId: string,
  tiles: readonly string[],
  send: Send = api,
  newKey: () => string = () => crypto.randomUUID(),
): Promise<GuessResponse> {
  const request = { method: 'POST', body: { tiles: [...tiles], idempotencyKey: newKey() } };
  const path = `/api/games/${encodeURIComponent(gameId)}/guesses`;
  try {
    return await send<GuessResponse>(path, request);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 0) throw err;
    return send<GuessResponse>(path, request);
  }
}
