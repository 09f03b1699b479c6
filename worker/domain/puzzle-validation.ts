import { DIFFICULTIES, GROUP_COUNT, GROUP_SIZE, type PuzzleContent, TILE_COUNT } from './puzzle';

export interface PuzzleValidation {
  isValid: boolean;
  errors: string[];
  warnings: string[];
  qualityScore: number;
}

/** Longest tile label that still fits a 360 px wide grid without becoming unreadable. */
export const LONG_MEMBER_LENGTH = 22;

const key = (text: string) => text.trim().toLowerCase();

/**
 * Checks a puzzle against the rules of spec 000 §9 and spec 001 §5 and scores it.
 * Errors make a puzzle unplayable; warnings only lower its quality score.
 */
export function validatePuzzle(input: unknown): PuzzleValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const puzzle = (input ?? {}) as Partial<PuzzleContent>;

  if (
    typeof puzzle.winQuote !== 'string' ||
    !puzzle.winQuote.trim() ||
    typeof puzzle.lossQuote !== 'string' ||
    !puzzle.lossQuote.trim()
  ) {
    errors.push('Win and loss quotes are required');
  }

  const groups = Array.isArray(puzzle.groups) ? puzzle.groups : [];
  if (groups.length !== GROUP_COUNT) errors.push(`Must have exactly ${GROUP_COUNT} groups`);

  const members: string[] = [];
  groups.forEach((group, i) => {
    const category = typeof group?.category === 'string' ? group.category.trim() : '';
    const groupMembers = Array.isArray(group?.members) ? group.members : [];
    const filled = groupMembers.filter((m): m is string => typeof m === 'string' && m.trim().length > 0);
    if (!category || groupMembers.length !== GROUP_SIZE || filled.length !== GROUP_SIZE) {
      errors.push(`Group ${i + 1} invalid (missing category or not ${GROUP_SIZE} members)`);
    }
    if (!DIFFICULTIES.includes(group?.difficulty)) errors.push(`Group ${i + 1} has an unknown difficulty`);
    for (const member of filled) {
      members.push(member);
      if (member.trim().length > LONG_MEMBER_LENGTH) warnings.push(`"${member.trim()}" is long for a tile`);
    }
  });

  for (const difficulty of DIFFICULTIES) {
    if (groups.length === GROUP_COUNT && !groups.some((g) => g?.difficulty === difficulty)) {
      errors.push(`Missing a ${difficulty} group`);
    }
  }

  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const member of members) {
    if (seen.has(key(member))) repeated.add(member.trim());
    seen.add(key(member));
  }
  if (repeated.size > 0) errors.push(`Members must be distinct: ${[...repeated].join(', ')}`);
  else if (groups.length === GROUP_COUNT && members.length !== TILE_COUNT) errors.push(`Must have ${TILE_COUNT} tiles`);

  const categories = groups.map((g) => (typeof g?.category === 'string' ? key(g.category) : '')).filter(Boolean);
  const categoriesUnique = new Set(categories).size === categories.length;
  if (!categoriesUnique) warnings.push('Categories are duplicated');

  const distinctDifficulties = new Set(groups.map((g) => g?.difficulty).filter((d) => DIFFICULTIES.includes(d)));
  return {
    isValid: errors.length === 0,
    errors,
    warnings,
    qualityScore: qualityScore(
      errors.length,
      warnings.length,
      categoriesUnique && categories.length > 0,
      distinctDifficulties.size,
    ),
  };
}

/** Spec 001 §5: 100, minus 20 per error and 5 per warning, plus 10 for unique categories and 5 for 3+ difficulties. */
export function qualityScore(
  errorCount: number,
  warningCount: number,
  categoriesUnique: boolean,
  distinctDifficulties: number,
): number {
  const score =
    100 - 20 * errorCount - 5 * warningCount + (categoriesUnique ? 10 : 0) + (distinctDifficulties >= 3 ? 5 : 0);
  return Math.min(100, Math.max(0, score));
}
