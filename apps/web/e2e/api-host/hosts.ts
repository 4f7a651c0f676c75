import { expect, test as base, type APIRequestContext, type Browser } from '@playwright/test';

/** The two origins of playwright.api-host.config.ts: the page's, and the API's. */
export const WEB = process.env.E2E_WEB_ORIGIN ?? 'http://127.0.0.1:3211';
export const API = process.env.E2E_API_ORIGIN ?? 'http://localhost:3210';

/** `api`: requests straight to the API host (sign-ins and set-up the journey is not about). */
export const test = base.extend<{ api: APIRequestContext }>({
  api: async ({ playwright }, provide) => {
    const api = await playwright.request.newContext({ baseURL: API });
    await provide(api);
    await api.dispose();
  },
});

/**
 * A phone browser context on the web host (signed in when given a session) that notes which host
 * every request and socket went to, and every refusal of the browser (CSP or CORS) on its console.
 */
export async function phoneOnWebHost(browser: Browser, session?: { accessToken: string; user: unknown; membership?: unknown }) {
  const context = await browser.newContext({ baseURL: WEB, viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
  if (session) {
    await context.addInitScript(
      (value) => {
        if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
      },
      JSON.stringify({ ...session, authenticated: true }),
    );
  }
  const requests: string[] = [];
  const sockets: string[] = [];
  const refusals: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  context.on('console', (message) => {
    if (/Content Security Policy|CORS policy/i.test(message.text())) refusals.push(message.text());
  });
  context.on('page', (page) => page.on('websocket', (socket) => sockets.push(socket.url())));
  return {
    context,
    sockets,
    /** Every API call, socket and image went to the API host, none to the web host, and the browser refused nothing. */
    expectApiOnItsHost() {
      const ownHost = requests.filter((url) => new URL(url).origin === WEB && /^\/(api|media|ws)(\/|$)/.test(new URL(url).pathname));
      expect(ownHost, 'API calls to the web host').toEqual([]);
      expect(
        requests.some((url) => url.startsWith(`${API}/api/v1/`)),
        'API calls to the API host',
      ).toBe(true);
      expect(
        sockets.filter((url) => !url.startsWith(`${API.replace(/^http/, 'ws')}/ws`)),
        'sockets elsewhere',
      ).toEqual([]);
      expect(refusals, 'refused by CSP or CORS').toEqual([]);
    },
  };
}
