import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod/mini';
import * as z from '../../web/src/state/schema';

/** The same stored-value shape, once with zod/mini and once with the app's validators. */
const profile = {
  ours: z.object({
    nickname: z.string().check(z.minLength(1)),
    playerId: z.optional(z.number()),
    mistakes: z.number().check(z.minimum(0)),
    won: z.boolean(),
    order: z.array(z.enum(['easy', 'normal', 'hard', 'tricky'])),
    test: z.nullable(z.string().check(z.refine((v: string) => v.startsWith('2026')))),
    seen: z.record(z.string(), z.string()),
  }),
  zod: zod.object({
    nickname: zod.string().check(zod.minLength(1)),
    playerId: zod.optional(zod.number()),
    mistakes: zod.number().check(zod.minimum(0)),
    won: zod.boolean(),
    order: zod.array(zod.enum(['easy', 'normal', 'hard', 'tricky'])),
    test: zod.nullable(zod.string().check(zod.refine((v: string) => v.startsWith('2026')))),
    seen: zod.record(zod.string(), zod.string()),
  }),
};

const valid = {
  nickname: 'Nas',
  mistakes: 2,
  won: true,
  order: ['easy', 'tricky'],
  test: null,
  seen: { a: '2026-01-01' },
};

describe('the stored-value validators', () => {
  it('accepts a valid value and drops keys it does not know, as zod does', () => {
    const parsed = profile.ours.safeParse({ ...valid, extra: 1 });
    expect(parsed).toEqual({ success: true, data: valid });
  });

  it('keeps an optional key when present and leaves it out when missing', () => {
    expect(profile.ours.safeParse({ ...valid, playerId: 7 })).toEqual({
      success: true,
      data: { ...valid, playerId: 7 },
    });
    const parsed = profile.ours.safeParse(valid);
    expect(parsed.success && 'playerId' in parsed.data).toBe(false);
  });

  it.each([
    ['an empty nickname', { ...valid, nickname: '' }],
    ['negative mistakes', { ...valid, mistakes: -1 }],
    ['a string for a boolean', { ...valid, won: 'true' }],
    ['an unknown difficulty', { ...valid, order: ['easy', 'medium'] }],
    ['a test date failing its refinement', { ...valid, test: '2025-01-01' }],
    ['a missing required key', { ...valid, won: undefined }],
    ['a record with a number value', { ...valid, seen: { a: 1 } }],
    ['an array for an object', [valid]],
    ['null', null],
    ['a string', 'valid'],
  ])('rejects %s', (_name, value) => {
    expect(profile.ours.safeParse(value).success).toBe(false);
    expect(profile.zod.safeParse(value).success).toBe(false);
  });

  it('rejects numbers JSON cannot hold (NaN, Infinity), as zod 4 does', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(z.number().safeParse(n).success).toBe(false);
      expect(zod.number().safeParse(n).success).toBe(false);
    }
  });

  it('agrees with zod/mini on any JSON value, valid or not', () => {
    const near = fc.record({
      nickname: fc.oneof(fc.string(), fc.integer()),
      playerId: fc.option(fc.integer(), { nil: undefined }),
      mistakes: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant('1')),
      won: fc.oneof(fc.boolean(), fc.constant(null)),
      order: fc.array(fc.constantFrom('easy', 'normal', 'hard', 'tricky', 'medium')),
      test: fc.oneof(fc.constant(null), fc.constantFrom('2026-05-01', '2025-05-01')),
      seen: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
    });
    fc.assert(
      fc.property(fc.oneof(near, fc.jsonValue()), (value) => {
        const ours = profile.ours.safeParse(value);
        const theirs = profile.zod.safeParse(value);
        expect(ours.success).toBe(theirs.success);
        if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
      }),
      { numRuns: 500 },
    );
  });
});
