import { isEmail } from './beta-code';
import { FEEDBACK_MESSAGES } from './messages';

/** Spec 000 §2: the feedback form's categories. */
export const FEEDBACK_CATEGORIES = [
  'Bug Report',
  'Puzzle Feedback',
  'Request Beta Access',
  'Other Issue',
  'Advertising Request',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The presets that replace the categories in beta mode (/feedback?beta=true). */
export const BETA_FEEDBACK_CATEGORIES = ['Beta Feedback', 'Beta Puzzle Rating'] as const;
export type BetaFeedbackCategory = (typeof BETA_FEEDBACK_CATEGORIES)[number];

export const DIFFICULTY_ASSESSMENTS = ['Too Easy', 'Just Right', 'Too Hard'] as const;
export type DifficultyAssessment = (typeof DIFFICULTY_ASSESSMENTS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_LIMITS = { username: 40, email: 254, message: 2000 } as const;

/** Spec 000 §8: after a successful submission the form goes home after 2 s. */
export const FEEDBACK_REDIRECT_MS = 2000;

/** What the query string asks the form to start with. */
export interface FeedbackPreset {
  beta: boolean;
  category: FeedbackCategory | BetaFeedbackCategory | '';
  puzzleNumber: number | null;
  won: boolean | null;
}

/**
 * Spec 000 §2's query: beta=true (beta mode), puzzle={n}, won={bool}, type=advertising (Advertising Request),
 * category=beta-application (Request Beta Access). A puzzle number in beta mode means a puzzle rating.
 */
export function feedbackPreset(query: { get(name: string): string | null }): FeedbackPreset {
  const beta = query.get('beta') === 'true';
  const puzzle = Number(query.get('puzzle'));
  const puzzleNumber = Number.isInteger(puzzle) && puzzle > 0 ? puzzle : null;
  const wonParam = query.get('won');
  const won = wonParam === 'true' ? true : wonParam === 'false' ? false : null;
  let category: FeedbackPreset['category'] = '';
  if (beta) category = puzzleNumber ? 'Beta Puzzle Rating' : 'Beta Feedback';
  else if (query.get('type') === 'advertising') category = 'Advertising Request';
  else if (query.get('category') === 'beta-application') category = 'Request Beta Access';
  return { beta, category, puzzleNumber, won };
}

/** Spec 000 §5: e-mail, category and message are required; the e-mail must look like one. */
export function generalFeedbackError(input: { email: string; category: string; message: string }): string | null {
  if (!input.email.trim() || !input.category || !input.message.trim()) return FEEDBACK_MESSAGES.missing;
  if (!isEmail(input.email)) return FEEDBACK_MESSAGES.invalidEmail;
  return null;
}

/** Spec 000 §5: beta mode needs a rating and a difficulty; the message is optional. */
export function betaFeedbackError(input: { rating: number | null; difficulty: string }): string | null {
  const ratingOk = input.rating !== null && Number.isInteger(input.rating) && input.rating >= RATING_MIN;
  if (!ratingOk || (input.rating as number) > RATING_MAX) return FEEDBACK_MESSAGES.betaMissing;
  if (!(DIFFICULTY_ASSESSMENTS as readonly string[]).includes(input.difficulty)) return FEEDBACK_MESSAGES.betaMissing;
  return null;
}

export interface FeedbackMailInput {
  username: string;
  email: string;
  category: string;
  message: string;
  puzzleNumber: number | null;
  rating?: number;
  difficulty?: string;
  won?: boolean | null;
}

/** The send-feedback mail (spec 000 §7: username, email, category, message, puzzleNumber). */
export function feedbackMail(input: FeedbackMailInput): { subject: string; text: string } {
  const puzzle = input.puzzleNumber ? ` (puzzle #${input.puzzleNumber})` : '';
  const lines = [
    `Category: ${input.category}`,
    `From: ${input.username || 'anonymous'} <${input.email || 'no e-mail given'}>`,
    `Puzzle: ${input.puzzleNumber ?? 'none'}`,
  ];
  if (input.rating !== undefined) lines.push(`Rating: ${input.rating}/${RATING_MAX}`);
  if (input.difficulty) lines.push(`Difficulty: ${input.difficulty}`);
  if (input.won !== undefined && input.won !== null) lines.push(`Won: ${input.won ? 'yes' : 'no'}`);
  lines.push('', input.message || '(no message)');
  return { subject: `[16 Bars] ${input.category}${puzzle}`, text: lines.join('\n') };
}
