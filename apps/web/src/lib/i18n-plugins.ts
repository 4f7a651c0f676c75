import type { BackendModule, LanguageDetectorModule } from 'i18next';
import { STORAGE_KEYS } from '@mingle/contracts';

/**
 * i18next's backend and language detector, in the few lines this app uses of
 * i18next-http-backend and i18next-browser-languagedetector (decision 014: ~4 KB less on the first
 * load). Translations load from a backend with retries; the language is detected from the
 * query string (lng), the cookie, local storage, session storage, the browser, the html tag, and
 * the choice is kept in local storage and a SameSite=Strict cookie, both named i18nextLng.
 */

/** The detection order (docs/product.md, "Language and texts"). */
export const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookup: STORAGE_KEYS.language,
  caches: ['localStorage', 'cookie'],
} as const;

type Source = (typeof DETECTION.order)[number];

/** Where the translation files are served (public/locales). */
export const translationUrl = (language: string, namespace: string) => `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;

/**
 * Loads a namespace over HTTP. A network failure or a 5xx asks i18next to try again (it does so
 * maxRetries times, waiting retryTimeout and doubling, maxParallelReads at a time); a 4xx or a body
 * that is not JSON does not.
 */
export const httpBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const url = translationUrl(language, namespace);
    fetch(url).then(
      async (response) => {
        if (!response.ok) return callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
        let data: unknown;
        try {
          data = await response.json();
        } catch {
          return callback(`failed parsing ${url} to json`, false);
        }
        callback(null, data as Record<string, unknown>);
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  },
};

/** Storage can be switched off (or throw) in a private window: then it is simply not a source. */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return entry?.slice(name.length + 1) || undefined;
}

const lookups: Record<Source, () => string | readonly string[] | null | undefined> = {
  querystring: () => (typeof location === 'undefined' ? undefined : new URLSearchParams(location.search).get(DETECTION.lookupQuerystring)),
  cookie: () => readCookie(DETECTION.lookup),
  localStorage: () => storage('localStorage')?.getItem(DETECTION.lookup),
  sessionStorage: () => storage('sessionStorage')?.getItem(DETECTION.lookup),
  navigator: () => (typeof navigator === 'undefined' ? undefined : [...(navigator.languages ?? []), navigator.language]),
  htmlTag: () => (typeof document === 'undefined' ? undefined : document.documentElement.getAttribute('lang')),
};

/** A language code and nothing else (it ends up in a URL and a cookie). */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

const keep: Record<(typeof DETECTION.caches)[number], (language: string) => void> = {
  localStorage: (language) => storage('localStorage')?.setItem(DETECTION.lookup, language),
  cookie: (language) => {
    if (typeof document !== 'undefined') document.cookie = `${DETECTION.lookup}=${encodeURIComponent(language)}; Path=/; SameSite=Strict`;
  },
};

/** Every language the sources name, in detection order; i18next takes the first it supports. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init: () => undefined,
  detect: () => DETECTION.order.flatMap((source) => lookups[source]() ?? []).filter((code): code is string => typeof code === 'string' && LANGUAGE_CODE.test(code)),
  cacheUserLanguage(language) {
    if (language === 'cimode') return;
    for (const cache of DETECTION.caches) {
      try {
        keep[cache](language);
      } catch {
        // Full or refused storage: the other one still remembers.
      }
    }
  },
};
