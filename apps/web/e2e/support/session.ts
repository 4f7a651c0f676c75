import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/** Seeded demo data (apps/server/src/db/seed/demo.ts). */
export const SLUG = 'summer-makers-meetup';
export const DEMO_PASSWORD = 'Mingle2026!';

export interface Session {
  accessToken: string;
  user: { id: string };
  membership?: { companyId: string; slug: string };
}

export async function login(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Session;
}

/** A browser context already signed in (through the API) as a demo user, on the phone viewport. */
export async function signedInContext(browser: Browser, request: APIRequestContext, email: string): Promise<{ context: BrowserContext; session: Session }> {
  return contextWith(browser, await login(request, email));
}

/** A phone browser context signed in with a session got through the API. */
export async function contextWith(browser: Browser, session: Session, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; session: Session }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true, ...options });
  await context.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ accessToken: session.accessToken, user: session.user, membership: session.membership, authenticated: true }),
  );
  return { context, session };
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** What a person's QR code opens right now: their link with this minute's one-time code (decision 018). */
export async function qrPath(request: APIRequestContext, session: Session, slug = SLUG): Promise<string> {
  const res = await request.post(`/api/v1/events/${slug}/connections/codes`, { headers: bearer(session) });
  expect(res.status()).toBe(201);
  const { codes } = (await res.json()) as { codes: { code: string }[] };
  return `/events/${slug}/connections/new/${session.user.id}?code=${codes[0]!.code}`;
}

export async function groupId(request: APIRequestContext, session: Session, name: string): Promise<string> {
  const res = await request.get(`/api/v1/events/${SLUG}/attendee/groups?q=${encodeURIComponent(name)}`, { headers: bearer(session) });
  const body = (await res.json()) as { items: { id: string; name: string }[] };
  return body.items.find((g) => g.name === name)!.id;
}
