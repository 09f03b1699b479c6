import { NICKNAME_MESSAGES } from './messages';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
const ALLOWED = /^[\p{L}\p{N} ._'-]+$/u;

/** Spec 000 §5 in its order: required, at least 2, at most 20 (trimmed); then the characters a board can show. */
export function nicknameError(raw: string): string | null {
  const nickname = raw.trim();
  if (!nickname) return NICKNAME_MESSAGES.required;
  if ([...nickname].length < NICKNAME_MIN) return NICKNAME_MESSAGES.tooShort;
  if ([...nickname].length > NICKNAME_MAX) return NICKNAME_MESSAGES.tooLong;
  if (!ALLOWED.test(nickname)) return NICKNAME_MESSAGES.characters;
  return null;
}

/** Collapses inner runs of spaces so 'Big  Pun' and 'Big Pun' are one name. */
export const normalizeNickname = (raw: string) => raw.trim().replace(/\s+/g, ' ');

/** Candidates for a taken name: the base plus a number 0 to 999, kept within the length limit. */
export function suggestionCandidates(base: string, random: () => number = Math.random, howMany = 8): string[] {
  const stem = [...normalizeNickname(base)].slice(0, NICKNAME_MAX - 3).join('') || 'player';
  return Array.from({ length: howMany }, () => `${stem}${Math.floor(random() * 1000)}`);
}
