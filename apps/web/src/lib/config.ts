/**
 * Run-time configuration, read from `window.__MINGLE_CONFIG__` that `/config.js` sets before the
 * app loads (the server writes it; public/config.js is the dev default). One build serves any host.
 */
export interface RuntimeConfig {
  /** Origin of the API, e.g. "https://api.example.com". Empty means the app's own origin. */
  apiBaseUrl: string;
}

declare global {
  interface Window {
    __MINGLE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function readRuntimeConfig(win: Pick<Window, '__MINGLE_CONFIG__'> | undefined = globalThis.window): RuntimeConfig {
  const raw = win?.__MINGLE_CONFIG__;
  const apiBaseUrl = typeof raw?.apiBaseUrl === 'string' ? raw.apiBaseUrl.trim().replace(/\/+$/, '') : '';
  return { apiBaseUrl };
}
