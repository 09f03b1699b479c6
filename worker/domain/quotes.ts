import { fnv1a } from './hash';

/** Ten win and ten loss quotes (spec 000 §9), picked by a hash of the puzzle date. */
export const WIN_QUOTES = [
  'Four for four. The booth is yours.',
  'Bars on bars on bars. Certified.',
  'You came, you saw, you sorted. Classic.',
  'Cold with it. That run goes straight to the mixtape.',
  'Verse of the day belongs to you.',
  'No skips. Front to back, a masterpiece.',
  'You cracked the code like a true head.',
  'That was a victory lap, not a puzzle.',
  'Crown fits. Wear it till midnight.',
  'Pen game crazy. Tomorrow, do it again.',
] as const;

export const LOSS_QUOTES = [
  'Even legends drop a verse. Run it back tomorrow.',
  'Tough crowd today. The mic is still yours tomorrow.',
  'Every classic had a rough demo first.',
  'Not your night. The beat drops again at midnight.',
  'Study the liner notes and come back swinging.',
  'Scratch that. Tomorrow is a fresh sixteen.',
  'Off beat this time. Find the pocket tomorrow.',
  'Real ones lose and reload. See you at midnight.',
  'The sample was tricky. Dig deeper next crate.',
  'Shake it off. Heads are made, not born.',
] as const;

/** The day's quote: the same for everyone on a given date. */
export function pickQuote(date: string, won: boolean): string {
  const quotes = won ? WIN_QUOTES : LOSS_QUOTES;
  return quotes[fnv1a(`${date}:${won ? 'win' : 'loss'}`) % quotes.length] as string;
}
