/**
 * Run-time configuration, read from `window.__MINGLE_CONFIG__` that `/config.js` sets before the
 * app loads (the server writes it; public/config.js is the dev default). One build serves any host.
 */
export interface RuntimeConfig {
  /** Origin of the API, e.g. "https://api.example.com". Empty means the app's own origin. */
  apiBaseUrl: string;
  /** The management host (MANAGE_URL), where organisers work. Empty means this host. */
  manageUrl: string;
  /** The attendee host (APP_URL) when organisers work on another one; join links point there. Empty means this host. */
  appUrl: string;
}

declare global {
  interface Window {
    __MINGLE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const url = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');

export function readRuntimeConfig(win: Pick<Window, '__MINGLE_CONFIG__'> | undefined = globalThis.window): RuntimeConfig {
  const raw = win?.__MINGLE_CONFIG__;
  return { apiBaseUrl: url(raw?.apiBaseUrl), manageUrl: url(raw?.manageUrl), appUrl: url(raw?.appUrl) };
}

/**
 * The address of an organiser page when organisers have a host of their own and this is not it
 * (decision 010: the company area lives on the management host). Undefined: the page is here.
 */
export function manageHref(path: string, manageUrl = readRuntimeConfig().manageUrl, here = globalThis.location?.origin): string | undefined {
  if (!manageUrl) return undefined;
  try {
    return new URL(manageUrl).origin === here ? undefined : `${manageUrl}${path}`;
  } catch {
    return undefined;
  }
}
