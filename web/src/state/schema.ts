/**
 * The few validators the stored values need, with zod/mini's names and behaviour (unknown object keys dropped,
 * every check run) for the part of its API used here. zod's core cost 7 KB gzip on every first load, for
 * checking a handful of small JSON values read from localStorage; this costs well under one.
 */

export type ParseResult<T> = { success: true; data: T } | { success: false };

/** A validator of T; `check` adds conditions and returns the same validator type. */
export interface Schema<T> {
  safeParse(value: unknown): ParseResult<T>;
  check(...checks: Check<T>[]): Schema<T>;
  /** Set on z.optional(...) only: the key may be missing from its object. */
  readonly optional?: true;
}

export type Check<T> = (value: T) => boolean;
type Infer<S> = S extends Schema<infer T> ? T : never;

export type { Infer as infer };

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };
type ObjectOf<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

const FAILED = { success: false } as const;

function schema<T>(parse: (value: unknown) => ParseResult<T>, checks: Check<T>[] = []): Schema<T> {
  return {
    safeParse(value) {
      const result = parse(value);
      return result.success && checks.every((ok) => ok(result.data)) ? result : FAILED;
    },
    check: (...more) => schema(parse, [...checks, ...more]),
  };
}

const when = <T>(ok: (value: unknown) => boolean) =>
  schema<T>((value) => (ok(value) ? { success: true, data: value as T } : FAILED));

export const string = () => when<string>((value) => typeof value === 'string');
export const number = () => when<number>((value) => typeof value === 'number' && Number.isFinite(value));
export const boolean = () => when<boolean>((value) => typeof value === 'boolean');

function _enum<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return when<V[number]>((value) => typeof value === 'string' && values.includes(value));
}

export { _enum as enum };

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return schema<T | null>((value) => (value === null ? { success: true, data: null } : inner.safeParse(value)));
}

export function optional<T>(inner: Schema<T>): Schema<T | undefined> & { readonly optional: true } {
  const base = schema<T | undefined>((value) =>
    value === undefined ? { success: true, data: undefined } : inner.safeParse(value),
  );
  return { ...base, optional: true };
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return schema((value) => {
    if (!Array.isArray(value)) return FAILED;
    const data: T[] = [];
    for (const element of value) {
      const parsed = item.safeParse(element);
      if (!parsed.success) return FAILED;
      data.push(parsed.data);
    }
    return { success: true, data };
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with exactly these keys: others are dropped from the result, as zod does. */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  return schema((value) => {
    if (!isPlainObject(value)) return FAILED;
    const data: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const parsed = field.safeParse(value[key]);
      if (!parsed.success) return FAILED;
      if (key in value || !field.optional) data[key] = parsed.data;
    }
    return { success: true, data: data as ObjectOf<S> };
  });
}

export function record<V>(_keys: Schema<string>, values: Schema<V>): Schema<Record<string, V>> {
  return schema((value) => {
    if (!isPlainObject(value)) return FAILED;
    const data: Record<string, V> = {};
    for (const [key, entry] of Object.entries(value)) {
      const parsed = values.safeParse(entry);
      if (!parsed.success) return FAILED;
      data[key] = parsed.data;
    }
    return { success: true, data };
  });
}

export const minLength =
  (min: number): Check<string | readonly unknown[]> =>
  (value) =>
    value.length >= min;
export const minimum =
  (min: number): Check<number> =>
  (value) =>
    value >= min;
export const refine =
  <T>(ok: (value: T) => boolean): Check<T> =>
  (value) =>
    ok(value);
