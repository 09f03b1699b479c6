import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import type { Schema } from './schema';

/**
 * Reads a stored JSON value. Anything missing, unreadable or not of the expected shape counts as absent, and a
 * corrupt value is removed so that it can never crash a page again.
 */
export function readStored<T>(key: string, schema: Schema<T>): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON
  }
  removeStored(key);
  return null;
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
  return {
    getItem: (key, initial) => readStored(key, schema) ?? initial,
    setItem: (key, value) => (value === null ? removeStored(key) : writeStored(key, value)),
    removeItem: removeStored,
    subscribe: (key, callback, initial) => {
      const onStorage = (e: StorageEvent) => {
        if (e.storageArea === localStorage && e.key === key) callback(readStored(key, schema) ?? initial);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** A jotai atom kept in localStorage under `key`, validated by `schema` on every read. */
export const persistedAtom = <T>(key: string, schema: Schema<T>, initial: T) =>
  atomWithStorage<T>(key, initial, validatedStorage(schema), { getOnInit: true });
