/** Spec 000 §5 and §9: BETA- plus two blocks of 4 from A-Z and 0-9, case-insensitive, input at most 14 long. */
export const BETA_CODE_PATTERN = /^BETA-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
export const BETA_CODE_MAX_LENGTH = 14;
export const BETA_CODE_PLACEHOLDER = 'BETA-XXXX-XXXX';

/** Spec 000 §5: text, @, text, dot, text, no spaces; nor control characters, which no address has. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export const normalizeBetaCode = (code: string) => code.trim().toUpperCase();
export const isBetaCodeFormat = (code: string) => BETA_CODE_PATTERN.test(normalizeBetaCode(code));
export const isEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh code from a cryptographic source (36^8 ≈ 2.8e12 possibilities). */
export function generateBetaCode(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const chars: string[] = [];
  while (chars.length < 8) {
    for (const byte of randomBytes(16)) {
      // 252 = 7 * 36: rejecting above it keeps every character equally likely.
      if (byte < 252 && chars.length < 8) chars.push(ALPHABET[byte % 36] as string);
    }
  }
  return `BETA-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
