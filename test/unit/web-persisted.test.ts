import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { persistedAtom } from '../../web/src/state/persisted';
import * as z from '../../web/src/state/schema';

/** localStorage and window's storage events, as much of them as persisted.ts uses. */
function fakeBrowser() {
  const items = new Map<string, string>();
  const listeners = new Set<(e: StorageEvent) => void>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const window = {
    addEventListener: (_: string, listener: (e: StorageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (e: StorageEvent) => void) => listeners.delete(listener),
  };
  /** Another tab writes `key`. */
  const otherTabWrites = (key: string, value: string) => {
    items.set(key, value);
    for (const listener of listeners) listener({ storageArea: localStorage, key } as unknown as StorageEvent);
  };
  Object.assign(globalThis, { localStorage, window });
  return { items, otherTabWrites };
}

const profileSchema = z.object({ nickname: z.string(), wins: z.number() });

describe('persistedAtom', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('keeps the same object when a component first reads it: no re-render just after the first paint', () => {
    browser.items.set('16bars_test', JSON.stringify({ nickname: 'Nas', wins: 3 }));
    const profile = persistedAtom('16bars_test', z.nullable(profileSchema), null);
    const store = createStore();
    const atStart = store.get(profile);
    let changes = 0;
    const unsubscribe = store.sub(profile, () => changes++);
    expect(store.get(profile)).toBe(atStart);
    expect(changes).toBe(0);
    unsubscribe();
  });

  it("follows another tab's writes and drops a corrupt value", () => {
    browser.items.set('16bars_test', JSON.stringify({ nickname: 'Nas', wins: 3 }));
    const profile = persistedAtom('16bars_test', z.nullable(profileSchema), null);
    const store = createStore();
    const unsubscribe = store.sub(profile, () => {});
    browser.otherTabWrites('16bars_test', JSON.stringify({ nickname: 'Nas', wins: 4 }));
    expect(store.get(profile)).toEqual({ nickname: 'Nas', wins: 4 });
    browser.otherTabWrites('16bars_test', '{"nickname": 7');
    expect(store.get(profile)).toBeNull();
    expect(browser.items.has('16bars_test')).toBe(false);
    unsubscribe();
  });
});
