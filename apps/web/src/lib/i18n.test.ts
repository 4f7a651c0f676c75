import { LIMITS } from '@mingle/contracts';
import { describe, expect, it, vi } from 'vitest';

describe('i18n (spec 9)', () => {
  it('detects, caches, bundles the shared namespaces and retries failed loads', async () => {
    let failures = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/common.json') && failures < 2) {
        failures++;
        return new Response('down', { status: 503 });
      }
      const ns = /\/locales\/en-US\/(\w+)\.json$/.exec(url)?.[1];
      return new Response(JSON.stringify({ probe: `from ${ns}` }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);

    const { i18n, initI18n, currentLanguage } = await import('./i18n');
    await initI18n();

    const options = i18n.options;
    expect(options.fallbackLng).toEqual(['en-US']);
    expect(options.supportedLngs).toEqual(['en-US', 'cimode']);
    expect(options.maxRetries).toBe(LIMITS.i18nRetries);
    expect(options.retryTimeout).toBe(LIMITS.i18nRetryStartMs);
    expect(options.maxParallelReads).toBe(LIMITS.i18nParallel);
    expect(options.detection).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
      cookieOptions: { sameSite: 'strict' },
    });
    expect(currentLanguage()).toBe('en-US');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');

    // Bundled from contracts: no request for them.
    expect(i18n.t('validation:required')).toBe('Required field');
    expect(i18n.t('errors:internal')).toBe('An error occurred');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => /validation|errors/.test(url))).toBe(false);

    // common failed twice with 503 and was retried.
    expect(urls.filter((url) => url.endsWith('/locales/en-US/common.json'))).toHaveLength(3);
    // The page ('/') loaded its area's namespace and nothing else (decision 014).
    expect(new Set(urls.map((url) => /(\w+)\.json$/.exec(url)?.[1]))).toEqual(new Set(['common', 'home']));
    const { translateKey } = await import('./translate');
    expect(translateKey('common:probe')).toBe('from common');
    expect(i18n.hasLoadedNamespace('auth')).toBe(false);
    // Another namespace loads when asked for (useTranslation asks, and suspends until it is there).
    await i18n.loadNamespaces('auth');
    expect(translateKey('auth:probe')).toBe('from auth');
  });
});

describe('translations per area (decision 014)', () => {
  it('loads an attendee page without any organiser namespace, and each area with its first screen', async () => {
    const { areaNamespaces, ORGANISER_NAMESPACES } = await import('./i18n');
    for (const page of ['/events/summer-makers-meetup/join', '/events/summer-makers-meetup', '/events/summer-makers-meetup/groups', '/events/me', '/events']) {
      expect(areaNamespaces(page), page).toEqual(['common', 'attendee']);
      expect(areaNamespaces(page).some((ns) => ORGANISER_NAMESPACES.includes(ns)), page).toBe(false);
    }
    expect(areaNamespaces('/')).toEqual(['common', 'home']);
    expect(areaNamespaces('/login')).toEqual(['common', 'auth']);
    expect(areaNamespaces('/auth/callback')).toEqual(['common', 'auth']);
    expect(areaNamespaces('/northwind/events/summer-makers-meetup')).toEqual(['common', 'company', 'companyEvents']);
  });
});
