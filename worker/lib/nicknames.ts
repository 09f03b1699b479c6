import { inArray, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { gameNicknames } from '../db/schema';
import { suggestionCandidates } from '../domain/nickname';

const lowerNickname = sql<string>`lower(${gameNicknames.nickname})`;

/** is_nickname_available: case-insensitive, through the unique lower(nickname) index. */
export async function isNicknameAvailable(db: DrizzleD1Database, nickname: string): Promise<boolean> {
  const hit = await db
    .select({ id: gameNicknames.id })
    .from(gameNicknames)
    .where(sql`${lowerNickname} = ${nickname.toLowerCase()}`)
    .get();
  return !hit;
}

/** suggest_nickname: a free name built from the base, checked against the registry in one query. */
export async function suggestNickname(db: DrizzleD1Database, base: string): Promise<string> {
  for (let round = 0; round < 4; round++) {
    const candidates = suggestionCandidates(base, Math.random, 12);
    const taken = await db
      .select({ name: lowerNickname })
      .from(gameNicknames)
      .where(
        inArray(
          lowerNickname,
          candidates.map((n) => n.toLowerCase()),
        ),
      )
      .all();
    const takenSet = new Set(taken.map((t) => t.name));
    const free = candidates.find((n) => !takenSet.has(n.toLowerCase()));
    if (free) return free;
  }
  return `${suggestionCandidates(base, Math.random, 1)[0]}${Math.floor(Math.random() * 10)}`;
}
