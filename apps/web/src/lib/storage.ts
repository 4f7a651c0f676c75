import { STORAGE_KEYS } from '@mingle/contracts';

/** Local-storage keys: the signed-in user, the selected event and the categories cache (docs/product.md, "What the browser keeps"). */
export const USER_TOKEN_KEY = STORAGE_KEYS.user;
export const EVENT_KEY = STORAGE_KEYS.event;
export const CATEGORIES_KEY = STORAGE_KEYS.categories;

/** Local storage, or undefined where it is blocked (private modes, sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Parsed JSON under `key`, or undefined when missing or unreadable. */
export function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the app keeps working from memory.
  }
}

export function removeItem(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}

export function clearStorage(storage: Storage | undefined): void {
  try {
    storage?.clear();
  } catch {
    // ignore
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
