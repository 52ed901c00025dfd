import { useSyncExternalStore } from 'react';

/**
 * Per-workstation preferences in localStorage (the layout, the compact sidebar, the scanner
 * switch, the cash register's address): a tiny external store, so every component that reads a
 * key re-renders when any other one writes it, in this tab (a local event) and in others (the
 * browser's `storage` event). Values are strings; callers parse them.
 */

const listeners = new Map<string, Set<() => void>>();

export function readPref(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** null removes the key. A storage that refuses (private mode, quota) keeps the value for this page only. */
export function writePref(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
  listeners.get(key)?.forEach((notify) => notify());
}

// Fallback for a storage that throws on write: the choice lasts until a reload.
const memory = new Map<string, string | null>();

function snapshot(key: string): string | null {
  return memory.has(key) ? memory.get(key)! : readPref(key);
}

// One subscribe function per key: useSyncExternalStore resubscribes when its identity changes.
const subscribers = new Map<string, (notify: () => void) => () => void>();

function subscriber(key: string) {
  let subscribe = subscribers.get(key);
  if (!subscribe) {
    subscribe = (notify) => {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(notify);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) notify();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        set.delete(notify);
        window.removeEventListener('storage', onStorage);
      };
    };
    subscribers.set(key, subscribe);
  }
  return subscribe;
}

/** The stored string of `key` (null when unset), kept current. */
export function usePref(key: string): string | null {
  return useSyncExternalStore(subscriber(key), () => snapshot(key));
}
