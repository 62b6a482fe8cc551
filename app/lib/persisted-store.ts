import { useSyncExternalStore } from 'react';

/**
 * A tiny store kept in Web Storage and shared by every component that reads it, in this tab and
 * (for localStorage) in other tabs. The server always renders the initial value.
 */
export function createPersistedStore<T>(
  key: string,
  initial: T,
  storage: 'local' | 'session',
  validate: (value: unknown) => T,
) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } | undefined;

  const area = () => {
    try {
      return storage === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return undefined;
    }
  };

  const read = (): T => {
    const raw = area()?.getItem(key) ?? null;
    if (cache && cache.raw === raw) return cache.value;
    let value = initial;
    if (raw !== null) {
      try {
        value = validate(JSON.parse(raw));
      } catch {
        value = initial;
      }
    }
    cache = { raw, value };
    return value;
  };

  const write = (value: T) => {
    try {
      if (value === initial) area()?.removeItem(key);
      else area()?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the value still lives for this page view.
      cache = { raw: '__memory__', value };
    }
    listeners.forEach((l) => l());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get: read,
    set: (update: T | ((current: T) => T)) =>
      write(typeof update === 'function' ? (update as (current: T) => T)(read()) : update),
    clear: () => write(initial),
    useValue: () => useSyncExternalStore(subscribe, read, () => initial),
  };
}
