// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isModuleLoadError, reloadOnceForModuleError, RELOADED_MODULE_ERRORS_KEY } from './chunk-reload';

describe('failed dynamic module load', () => {
  it.each(['Failed to fetch dynamically imported module: https://x/assets/login-abc.js', 'Importing a module script failed.', 'error loading dynamically imported module: https://x/a.js'])(
    'recognises "%s"',
    (message) => expect(isModuleLoadError(new TypeError(message))).toBe(true),
  );

  it('ignores other errors', () => {
    expect(isModuleLoadError(new Error('Invalid email or password'))).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
  });

  it('reloads once per distinct message', () => {
    const reload = vi.fn();
    const first = new TypeError('Failed to fetch dynamically imported module: /a.js');
    const second = new TypeError('Failed to fetch dynamically imported module: /b.js');
    expect(reloadOnceForModuleError(first, { storage: sessionStorage, reload })).toBe(true);
    expect(reloadOnceForModuleError(first, { storage: sessionStorage, reload })).toBe(false);
    expect(reloadOnceForModuleError(second, { storage: sessionStorage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sessionStorage.getItem(RELOADED_MODULE_ERRORS_KEY) ?? '[]')).toHaveLength(2);
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForModuleError(new Error('boom'), { storage: sessionStorage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
