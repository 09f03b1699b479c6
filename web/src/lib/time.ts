import { useEffect, useState } from 'react';
import type { GameStateResponse } from '../../../worker/domain/api-types';

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
const pad = (value: number) => String(value).padStart(2, '0');

/** The game's count-up timer, mm:ss with minutes not capped: 65 → '01:05', 3600 → '60:00'. */
export function formatTimer(seconds: number): string {
  const total = whole(seconds);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The drop countdown, hh:mm:ss, rounded up so it reads 00:00:00 only at the drop itself. */
export function formatCountdown(milliseconds: number): string {
  const total = whole(Math.ceil(milliseconds / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The game's count-up seconds: the server's elapsedSeconds at each answer, counted on locally every second,
 * frozen at the server's final time once the game is won or lost.
 */
export function useElapsed(game: GameStateResponse | null): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!game) return;
    const clock = gameClock(game);
    setSeconds(clock());
    if (game.status !== 'in_progress') return;
    const timer = window.setInterval(() => setSeconds(clock()), 1000);
    return () => window.clearInterval(timer);
  }, [game]);
  return seconds;
}

/** The game's seconds from now on, read when asked: the server's count at `game`, plus the time since. */
export function gameClock(game: GameStateResponse, now: () => number = Date.now): () => number {
  const base = game.elapsedSeconds;
  if (game.status !== 'in_progress') return () => base;
  const anchor = now();
  return () => base + Math.floor((now() - anchor) / 1000);
}

/** Milliseconds left until `target(now)`, updated every second; the target moves on once it passes. */
export function useCountdown(target: (now: number) => number, now: () => number = Date.now): number {
  const [left, setLeft] = useState(() => Math.max(0, target(now()) - now()));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, target(now()) - now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [target, now]);
  return left;
}
