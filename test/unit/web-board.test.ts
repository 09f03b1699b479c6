import { describe, expect, it } from 'vitest';
import { boardTiles, keepSelectable, labelSize, remixTiles, toggleTile } from '../../web/src/lib/board';

describe('toggleTile', () => {
  it('selects a tile that was not selected', () => {
    expect(toggleTile(['A'], 'B')).toEqual(['A', 'B']);
  });

  it('releases a tile that was selected', () => {
    expect(toggleTile(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });

  it('ignores a fifth tile and returns the same selection', () => {
    const four = ['A', 'B', 'C', 'D'];
    expect(toggleTile(four, 'E')).toBe(four);
  });

  it('still releases a tile when four are selected', () => {
    expect(toggleTile(['A', 'B', 'C', 'D'], 'A')).toEqual(['B', 'C', 'D']);
  });
});

describe('labelSize', () => {
  it.each([
    ['NAS', 'lg'],
    ['JAY Z', 'lg'],
    ['DJ YELLA', 'lg'],
    ['BIGGIE', 'md'],
    ['Raekwon', 'md'],
    ['WU-TANG', 'md'],
    ['ICE SPICE', 'lg'],
    ['A TRIBE CALLED', 'md'],
    ['LUDACRIS', 'sm'],
    ['Anderson .Paak', 'sm'],
    ['Inspectah Deck', 'sm'],
    ['GRANDMASTER FLASH', 'sm'],
    ['THE MISEDUCATION OF', 'sm'],
  ] as const)('%s is %s', (label, size) => {
    expect(labelSize(label)).toBe(size);
  });

  it('ignores surrounding spaces', () => {
    expect(labelSize('  NAS  ')).toBe('lg');
  });
});

describe('boardTiles', () => {
  const dealt = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const solved = [{ members: ['b', 'D', 'F', 'H'] }];

  it('leaves solved tiles out, matching case-insensitively', () => {
    expect(boardTiles(undefined, dealt, solved)).toEqual(['A', 'C', 'E', 'G']);
  });

  it("keeps the player's order when it covers every remaining tile", () => {
    expect(boardTiles(['G', 'E', 'C', 'A', 'H'], dealt, solved)).toEqual(['G', 'E', 'C', 'A']);
  });

  it('falls back to the deal order when the saved order misses a tile', () => {
    expect(boardTiles(['G', 'E', 'C'], dealt, solved)).toEqual(['A', 'C', 'E', 'G']);
  });
});

describe('remixTiles', () => {
  it('returns the same tiles in another order', () => {
    const tiles = ['A', 'B', 'C', 'D'];
    const remixed = remixTiles(tiles);
    expect([...remixed].sort()).toEqual(tiles);
    expect(remixed).not.toEqual(tiles);
  });

  it('changes the order even when randomness keeps repeating it', () => {
    // A source that always answers the top of the range makes Fisher–Yates keep every tile in place.
    expect(remixTiles(['A', 'B', 'C'], () => 0.999)).not.toEqual(['A', 'B', 'C']);
  });

  it('leaves a single tile alone', () => {
    expect(remixTiles(['A'])).toEqual(['A']);
  });
});

describe('keepSelectable', () => {
  it('drops tiles no longer on the board, repeats, and anything past four', () => {
    expect(keepSelectable(['A', 'X', 'A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C', 'D', 'E'])).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
  });
});
