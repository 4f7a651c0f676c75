import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// EN holds the shared `validation` and `errors` namespaces (contracts' locales/en-US/*.json),
// bundled so field errors and error messages read exactly like the server's.
import { DEFAULT_LANGUAGE, EN, LIMITS } from '@mingle/contracts';
import { httpBackend, languageDetector } from './i18n-plugins';

export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE] as const;
/** Feature namespaces served from public/locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'auth',
  'home',
  'events',
  'company',
  'companyEvents',
  'attendee',
  'profile',
  'directory',
  'insights',
  'connections',
  'guides',
  'groups',
  'board',
  'gatherings',
  'myData',
  'safety',
  'moderation',
  'announcements',
  'icebreakers',
  'door',
  'meetings',
  'rounds',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** What only organisers read: never loaded on an attendee's page. */
export const ORGANISER_NAMESPACES: readonly Namespace[] = ['company', 'companyEvents', 'insights', 'moderation'];

/** The namespaces the first screen of each area shows (the first match wins). */
const AREAS: readonly [RegExp, Namespace[]][] = [
  [/^\/$/, ['home']],
  [/^\/events(?:\/|$)/, ['attendee']],
  [/^\/(?:login|sign-up|forgot-password|validate-account|validate-confirm-password|auth)(?:\/|$)/, ['auth']],
  [/^\/setup\/?$/, ['company']],
  [/^\/[^/]+(?:\/|$)/, ['company', 'companyEvents']],
];

/**
 * Loaded before a page of `pathname` renders (decision 014): `common` and its area's first screen.
 * Any other namespace loads when a screen asks for it (useTranslation suspends until it is there).
 */
export function areaNamespaces(pathname: string): Namespace[] {
  return ['common', ...(AREAS.find(([area]) => area.test(pathname))?.[1] ?? [])];
}

/** i18next with an HTTP backend, language detection and retrying loads (lib/i18n-plugins.ts). */
export function initI18n(pathname = globalThis.location?.pathname ?? '/'): Promise<unknown> {
  return i18n
    .use(httpBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: areaNamespaces(pathname),
      defaultNS: 'common',
      fallbackNS: 'common',
      partialBundledLanguages: true,
      resources: { [DEFAULT_LANGUAGE]: { validation: EN.validation, errors: EN.errors } },
      // The backend asks for a retry on network and 5xx failures; i18next waits 350 ms, then doubles.
      maxRetries: LIMITS.i18nRetries,
      retryTimeout: LIMITS.i18nRetryStartMs,
      maxParallelReads: LIMITS.i18nParallel,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** The language requests announce in Accept-Language. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE;
}

export { i18n };
