import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import type { Schema } from './schema';

/** The stored text under `key`, or null (missing or blocked storage). */
function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stored text as a value of the expected shape; anything else is removed, so it can never crash a page again. */
function parseStored<T>(key: string, raw: string, schema: Schema<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON
  }
  removeStored(key);
  return null;
}

/**
 * Reads a stored JSON value. Anything missing, unreadable or not of the expected shape counts as absent, and a
 * corrupt value is removed so that it can never crash a page again.
 */
export function readStored<T>(key: string, schema: Schema<T>): T | null {
  const raw = storedText(key);
  return raw === null ? null : parseStored(key, raw, schema);
}

export function writeStored(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the app keeps working from memory
  }
}

export function removeStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // blocked storage
  }
}

function validatedStorage<T>(schema: Schema<T>): SyncStorage<T> {
  // jotai reads the value when the app starts and again when a component first uses it. The same stored text
  // gives back the same object: no second parse, and no re-render of every reader just after the first paint.
  let last: { raw: string; value: T } | undefined;
  const read = (key: string, initial: T): T => {
    const raw = storedText(key);
    if (raw === null) return initial;
    if (last?.raw === raw) return last.value;
    const value = parseStored(key, raw, schema);
    if (value === null) return initial;
    last = { raw, value };
    return value;
  };
  return {
    getItem: read,
    setItem: (key, value) => (value === null ? removeStored(key) : writeStored(key, value)),
    removeItem: removeStored,
    subscribe: (key, callback, initial) => {
      const onStorage = (e: StorageEvent) => {
        if (e.storageArea === localStorage && e.key === key) callback(read(key, initial));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** A jotai atom kept in localStorage under `key`, validated by `schema` on every read. */
export const persistedAtom = <T>(key: string, schema: Schema<T>, initial: T) =>
  atomWithStorage<T>(key, initial, validatedStorage(schema), { getOnInit: true });
