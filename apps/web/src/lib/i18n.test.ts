// @vitest-environment jsdom
import { LIMITS } from '@mingle/contracts';
import { describe, expect, it, vi } from 'vitest';

describe('i18n', () => {
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
    const { DETECTION } = await import('./i18n-plugins');
    expect(DETECTION).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookup: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
    });
    expect(currentLanguage()).toBe('en-US');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    expect(document.cookie).toContain('i18nextLng=en-US');

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

describe('language detection and loading (lib/i18n-plugins.ts)', () => {
  it('names the languages of every source in detection order, and keeps the choice in local storage and a strict cookie', async () => {
    const { languageDetector } = await import('./i18n-plugins');
    const detect = languageDetector.detect as () => string[];
    window.history.replaceState(null, '', '/?lng=pt-PT');
    document.cookie = 'i18nextLng=fr-FR; Path=/';
    localStorage.setItem('i18nextLng', 'de-DE');
    sessionStorage.setItem('i18nextLng', 'es-ES');
    document.documentElement.lang = 'it-IT';
    const found = detect();
    expect(found.slice(0, 4)).toEqual(['pt-PT', 'fr-FR', 'de-DE', 'es-ES']);
    expect(found.at(-1)).toBe('it-IT');
    expect(found).toContain(navigator.language);
    // Not a language code: never used (it would end up in a URL).
    window.history.replaceState(null, '', '/?lng=../../x');
    expect(detect()[0]).toBe('fr-FR');

    const written: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    languageDetector.cacheUserLanguage!('en-US');
    cookie.mockRestore();
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    expect(written).toEqual(['i18nextLng=en-US; Path=/; SameSite=Strict']);
    window.history.replaceState(null, '', '/');
  });

  it('asks for a retry on a network failure or a 5xx, not on a 4xx or a body that is not JSON', async () => {
    const { httpBackend } = await import('./i18n-plugins');
    const answers: Record<string, () => Promise<Response>> = {
      down: () => Promise.reject(new TypeError('Failed to fetch')),
      busy: async () => new Response('', { status: 503 }),
      gone: async () => new Response('', { status: 404 }),
      broken: async () => new Response('<html>', { status: 200 }),
      fine: async () => new Response('{"hello":"Hello"}', { status: 200 }),
    };
    vi.stubGlobal('fetch', (url: string) => answers[/(\w+)\.json$/.exec(url)![1]!]!());
    const read = (ns: string) => new Promise<[unknown, unknown]>((resolve) => httpBackend.read('en-US', ns, (error, data) => resolve([error, data])));
    expect((await read('down'))[1]).toBe(true);
    expect((await read('busy'))[1]).toBe(true);
    expect((await read('gone'))[1]).toBe(false);
    expect((await read('broken'))[1]).toBe(false);
    expect(await read('fine')).toEqual([null, { hello: 'Hello' }]);
  });
});

describe('translations per area (decision 014)', () => {
  it('loads an attendee page without any organiser namespace, and each area with its first screen', async () => {
    const { areaNamespaces, ORGANISER_NAMESPACES } = await import('./i18n');
    for (const page of ['/events/summer-makers-meetup/join', '/events/summer-makers-meetup', '/events/summer-makers-meetup/groups', '/events/me', '/events']) {
      expect(areaNamespaces(page), page).toEqual(['common', 'attendee']);
      expect(
        areaNamespaces(page).some((ns) => ORGANISER_NAMESPACES.includes(ns)),
        page,
      ).toBe(false);
    }
    expect(areaNamespaces('/')).toEqual(['common', 'home']);
    expect(areaNamespaces('/login')).toEqual(['common', 'auth']);
    expect(areaNamespaces('/auth/callback')).toEqual(['common', 'auth']);
    expect(areaNamespaces('/northwind/events/summer-makers-meetup')).toEqual(['common', 'company', 'companyEvents']);
  });
});
