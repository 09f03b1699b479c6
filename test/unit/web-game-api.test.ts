import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/lib/api';
import { sendGuess, startGame } from '../../web/src/lib/game-api';

const answer = { result: 'incorrect', game: {} };

describe('sendGuess', () => {
  it('sends the four tiles with a fresh idempotency key', async () => {
    const send = vi.fn().mockResolvedValue(answer);
    await sendGuess('g1', ['A', 'B', 'C', 'D'], send, () => 'key-0001');
    expect(send).toHaveBeenCalledWith('/api/games/g1/guesses', {
      method: 'POST',
      body: { tiles: ['A', 'B', 'C', 'D'], idempotencyKey: 'key-0001' },
    });
  });

  it('retries a network failure once with the same key', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'network', 'offline'))
      .mockResolvedValueOnce(answer);
    await expect(sendGuess('g1', ['A', 'B', 'C', 'D'], send, () => 'key-0002')).resolves.toBe(answer);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[1]).toEqual(send.mock.calls[1]?.[1]);
  });

  it('gives up after the one retry', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(0, 'network', 'offline'));
    await expect(sendGuess('g1', ['A', 'B', 'C', 'D'], send, () => 'key-0003')).rejects.toThrow('offline');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer from the server', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(409, 'game_over', 'This game is over'));
    await expect(sendGuess('g1', ['A', 'B', 'C', 'D'], send, () => 'key-0004')).rejects.toThrow('This game is over');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('uses a new key for every Spit by default', async () => {
    const send = vi.fn().mockResolvedValue(answer);
    await sendGuess('g1', ['A', 'B', 'C', 'D'], send);
    await sendGuess('g1', ['A', 'B', 'C', 'D'], send);
    const keys = send.mock.calls.map((call) => call[1].body.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('startGame', () => {
  it("asks for today's game, or tomorrow's with test", async () => {
    const send = vi.fn().mockResolvedValue({});
    await startGame(false, send);
    await startGame(true, send);
    expect(send.mock.calls.map((call) => call[1].body)).toEqual([{}, { test: true }]);
  });
});
