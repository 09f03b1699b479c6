import { describe, expect, it } from 'vitest';
import {
  BETA_CODE_PATTERN,
  generateBetaCode,
  isBetaCodeFormat,
  isEmail,
  normalizeBetaCode,
} from '../../worker/domain/beta-code';

describe('beta code format', () => {
  it.each(['BETA-AB12-CD34', 'beta-ab12-cd34', ' BETA-0000-ZZZZ '])('accepts %s', (code) => {
    expect(isBetaCodeFormat(code)).toBe(true);
  });
  it.each([
    '',
    'BETA-AB12-CD3',
    'BETA-AB12-CD345',
    'BETAAB12CD34',
    'BETA-AB 2-CD34',
    'TEST-AB12-CD34',
    'BETA-ÄB12-CD34',
  ])('rejects %s', (code) => {
    expect(isBetaCodeFormat(code)).toBe(false);
  });
  it('upper-cases before use', () => {
    expect(normalizeBetaCode(' beta-ab12-cd34 ')).toBe('BETA-AB12-CD34');
  });
  it('generates codes in the format, all different', () => {
    const codes = Array.from({ length: 200 }, () => generateBetaCode());
    for (const code of codes) expect(code).toMatch(BETA_CODE_PATTERN);
    expect(new Set(codes).size).toBe(200);
  });
});

describe('e-mail', () => {
  it.each(['a@b.co', 'first.last+tag@example.org'])('accepts %s', (e) => expect(isEmail(e)).toBe(true));
  it.each(['', 'a@b', 'a b@c.de', '@b.co', 'a@.co', 'a@b.', 'a\u0000@b.co', 'a@b.co\u0007'])('rejects %s', (e) =>
    expect(isEmail(e)).toBe(false),
  );
});
