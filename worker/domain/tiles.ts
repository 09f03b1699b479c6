import { fnv1a, seededRandom, shuffle } from './hash';
import type { PuzzleGroup } from './puzzle';

/** The 16 tiles of a puzzle in an order that is the same for every player on that date, and gives no group away. */
export function dealTiles(groups: readonly PuzzleGroup[], seed: string): string[] {
  return shuffle(
    groups.flatMap((g) => g.members),
    seededRandom(fnv1a(seed)),
  );
}

/** A guess's identity: its tiles, case-folded, sorted and comma-joined (spec 000 §3 guessedGroups). */
export function guessKey(tiles: readonly string[]): string {
  return tiles
    .map((t) => t.trim().toLowerCase())
    .sort()
    .join(',');
}
