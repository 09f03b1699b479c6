import { shuffle } from '../../../worker/domain/hash';
import { GROUP_SIZE } from '../../../worker/domain/puzzle';

const fold = (tile: string) => tile.trim().toLowerCase();

/**
 * The selection after a tap on `tile` (spec 000 §4): a selected tile is released, a new one joins, and a
 * fifth pick is ignored (the same array comes back, so nothing re-renders).
 */
export function toggleTile(selected: readonly string[], tile: string, max: number = GROUP_SIZE): readonly string[] {
  if (selected.includes(tile)) return selected.filter((t) => t !== tile);
  if (selected.length >= max) return selected;
  return [...selected, tile];
}

export type LabelSize = 'lg' | 'md' | 'sm';

/**
 * How big a tile label may be: long names step down so they fit a 360 px wide grid. The longest word counts
 * most, because a word cannot wrap.
 */
export function labelSize(label: string): LabelSize {
  const text = label.trim();
  const longestWord = Math.max(0, ...text.split(/\s+/).map((word) => word.length));
  if (longestWord > 7 || text.length > 16) return 'sm';
  if (longestWord > 5 || text.length > 10) return 'md';
  return 'lg';
}

/**
 * The tiles still on the board, in the player's order when it covers them all (a Remix survives a reload),
 * else in the server's deal order.
 */
export function boardTiles(
  savedOrder: readonly string[] | undefined,
  dealt: readonly string[],
  solved: readonly { members: readonly string[] }[],
): string[] {
  const gone = new Set(solved.flatMap((group) => group.members.map(fold)));
  const remaining = dealt.filter((tile) => !gone.has(fold(tile)));
  if (!savedOrder) return remaining;
  const kept = savedOrder.filter((tile) => remaining.includes(tile));
  return kept.length === remaining.length && new Set(kept).size === kept.length ? kept : remaining;
}

/** Remix: a new order of the tiles that is never the same as the old one (when one exists). */
export function remixTiles(tiles: readonly string[], random: () => number = Math.random): string[] {
  if (new Set(tiles).size < 2) return [...tiles];
  for (let attempt = 0; attempt < 8; attempt++) {
    const next = shuffle(tiles, random);
    if (next.some((tile, i) => tile !== tiles[i])) return next;
  }
  // Randomness kept returning the same order: rotating by one always changes it.
  return [...tiles.slice(1), tiles[0] as string];
}

/** The selection with solved or unknown tiles dropped, at most four. */
export function keepSelectable(selected: readonly string[], board: readonly string[]): string[] {
  return selected.filter((tile, i) => board.includes(tile) && selected.indexOf(tile) === i).slice(0, GROUP_SIZE);
}
