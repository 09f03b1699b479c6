/** The spec's user-facing texts that both the worker and the web app show. One place, so they never drift. */
export const BETA_MESSAGES = {
  invalidFormat: 'Invalid code format. Expected format: BETA-XXXX-XXXX',
  invalidEmail: 'Invalid email address',
  notFound: 'Invalid access code',
  deactivated: 'This access code has been deactivated',
  expired: 'This access code has expired',
  used: 'This access code has already been used',
  emailRegistered: 'This email has already been registered with this code',
  claimFailed: 'Failed to claim beta code',
  noResponse: 'No response from server',
  fallback: 'Failed to register for beta access',
  noAccess: 'No active beta access found. Please enter your access code.',
  required: 'Beta access required. Please enter your access code.',
} as const;

export const NICKNAME_MESSAGES = {
  required: 'Please enter a nickname',
  tooShort: 'Nickname must be at least 2 characters',
  // The spec's 'less than 20' contradicts 20 passing; ARCHITECTURE.md settles it as this text.
  tooLong: 'Nickname must be 20 characters or fewer',
  empty: 'Nickname cannot be empty',
  characters: "Nickname can use letters, numbers, spaces and . _ - ' only",
  taken: (suggestion: string) => `This nickname is already taken. Try "${suggestion}" instead?`,
  registerFailed: 'Failed to register nickname',
  createFailed: 'Failed to create user profile. Please try again.',
} as const;

export const PLAYER_MESSAGES = {
  signInRequired: 'Pick a nickname to play.',
} as const;

/** Spec 000 §5 and §8: the feedback form's toasts. */
export const FEEDBACK_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  betaMissing: 'Please provide a rating and difficulty assessment.',
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your feedback. Please try again.',
  sentTitle: 'Feedback Submitted!',
  betaSentTitle: 'Beta Feedback Submitted!',
  sent: 'Thanks for the bars. We read every message.',
  invalidEmail: 'Invalid email address',
} as const;
