import type { PuzzleContent } from '../../domain/puzzle';

/** TEMPORARY scaffold bank, replaced by the real one. */
export const PUZZLE_BANK: readonly PuzzleContent[] = [
  {
    winQuote: 'Win 0',
    lossQuote: 'Loss 0',
    groups: [
      { category: 'Cat 0-0', difficulty: 'easy', members: ['P0G0M0', 'P0G0M1', 'P0G0M2', 'P0G0M3'] },
      { category: 'Cat 0-1', difficulty: 'normal', members: ['P0G1M0', 'P0G1M1', 'P0G1M2', 'P0G1M3'] },
      { category: 'Cat 0-2', difficulty: 'hard', members: ['P0G2M0', 'P0G2M1', 'P0G2M2', 'P0G2M3'] },
      { category: 'Cat 0-3', difficulty: 'tricky', members: ['P0G3M0', 'P0G3M1', 'P0G3M2', 'P0G3M3'] },
    ],
  },
  {
    winQuote: 'Win 1',
    lossQuote: 'Loss 1',
    groups: [
      { category: 'Cat 1-0', difficulty: 'easy', members: ['P1G0M0', 'P1G0M1', 'P1G0M2', 'P1G0M3'] },
      { category: 'Cat 1-1', difficulty: 'normal', members: ['P1G1M0', 'P1G1M1', 'P1G1M2', 'P1G1M3'] },
      { category: 'Cat 1-2', difficulty: 'hard', members: ['P1G2M0', 'P1G2M1', 'P1G2M2', 'P1G2M3'] },
      { category: 'Cat 1-3', difficulty: 'tricky', members: ['P1G3M0', 'P1G3M1', 'P1G3M2', 'P1G3M3'] },
    ],
  },
  {
    winQuote: 'Win 2',
    lossQuote: 'Loss 2',
    groups: [
      { category: 'Cat 2-0', difficulty: 'easy', members: ['P2G0M0', 'P2G0M1', 'P2G0M2', 'P2G0M3'] },
      { category: 'Cat 2-1', difficulty: 'normal', members: ['P2G1M0', 'P2G1M1', 'P2G1M2', 'P2G1M3'] },
      { category: 'Cat 2-2', difficulty: 'hard', members: ['P2G2M0', 'P2G2M1', 'P2G2M2', 'P2G2M3'] },
      { category: 'Cat 2-3', difficulty: 'tricky', members: ['P2G3M0', 'P2G3M1', 'P2G3M2', 'P2G3M3'] },
    ],
  },
  {
    winQuote: 'Win 3',
    lossQuote: 'Loss 3',
    groups: [
      { category: 'Cat 3-0', difficulty: 'easy', members: ['P3G0M0', 'P3G0M1', 'P3G0M2', 'P3G0M3'] },
      { category: 'Cat 3-1', difficulty: 'normal', members: ['P3G1M0', 'P3G1M1', 'P3G1M2', 'P3G1M3'] },
      { category: 'Cat 3-2', difficulty: 'hard', members: ['P3G2M0', 'P3G2M1', 'P3G2M2', 'P3G2M3'] },
      { category: 'Cat 3-3', difficulty: 'tricky', members: ['P3G3M0', 'P3G3M1', 'P3G3M2', 'P3G3M3'] },
    ],
  },
  {
    winQuote: 'Win 4',
    lossQuote: 'Loss 4',
    groups: [
      { category: 'Cat 4-0', difficulty: 'easy', members: ['P4G0M0', 'P4G0M1', 'P4G0M2', 'P4G0M3'] },
      { category: 'Cat 4-1', difficulty: 'normal', members: ['P4G1M0', 'P4G1M1', 'P4G1M2', 'P4G1M3'] },
      { category: 'Cat 4-2', difficulty: 'hard', members: ['P4G2M0', 'P4G2M1', 'P4G2M2', 'P4G2M3'] },
      { category: 'Cat 4-3', difficulty: 'tricky', members: ['P4G3M0', 'P4G3M1', 'P4G3M2', 'P4G3M3'] },
    ],
  },
  {
    winQuote: 'Win 5',
    lossQuote: 'Loss 5',
    groups: [
      { category: 'Cat 5-0', difficulty: 'easy', members: ['P5G0M0', 'P5G0M1', 'P5G0M2', 'P5G0M3'] },
      { category: 'Cat 5-1', difficulty: 'normal', members: ['P5G1M0', 'P5G1M1', 'P5G1M2', 'P5G1M3'] },
      { category: 'Cat 5-2', difficulty: 'hard', members: ['P5G2M0', 'P5G2M1', 'P5G2M2', 'P5G2M3'] },
      { category: 'Cat 5-3', difficulty: 'tricky', members: ['P5G3M0', 'P5G3M1', 'P5G3M2', 'P5G3M3'] },
    ],
  },
];
