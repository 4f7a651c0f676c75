/**
 * A failed dynamic module load (a new deploy removed the old chunks) reloads the page
 * once per distinct message. Messages already tried are remembered in session storage.
 */
const MODULE_LOAD_ERRORS = ['failed to fetch dynamically imported module', 'importing a module script failed', 'error loading dynamically imported module'];

export const RELOADED_MODULE_ERRORS_KEY = 'mingle.reloadedModuleErrors';

export function isModuleLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.toLowerCase();
  return MODULE_LOAD_ERRORS.some((pattern) => lower.includes(pattern));
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function triedMessages(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOADED_MODULE_ERRORS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** True when the error is a module load failure whose message has not been retried yet. */
export function shouldReloadForModuleError(error: unknown, storage: Storage | undefined = sessionStore()): boolean {
  return isModuleLoadError(error) && !!storage && !triedMessages(storage).includes(messageOf(error));
}

/** Reloads (and returns true) when the error is a module load failure not yet retried. */
export function reloadOnceForModuleError(error: unknown, { storage = sessionStore(), reload = () => globalThis.location.reload() }: { storage?: Storage; reload?: () => void } = {}): boolean {
  if (!storage || !shouldReloadForModuleError(error, storage)) return false;
  const message = messageOf(error);
  const tried = triedMessages(storage);
  try {
    storage.setItem(RELOADED_MODULE_ERRORS_KEY, JSON.stringify([...tried, message]));
  } catch {
    return false; // without memory we could loop; show the error instead
  }
  reload();
  return true;
}
