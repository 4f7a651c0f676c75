import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Each test starts with empty storage (files in the DOM environment; Node has none).
afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
