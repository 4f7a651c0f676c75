// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { companyAreaHostRule, eventsAreaHostRule, redirectIfSignedIn, requireAuth, setupRules } from './guards';
import { createSession } from './session';

function context() {
  const queryClient = new QueryClient();
  return { session: createSession(queryClient, localStorage), queryClient };
}

/** The href a guard redirects to, or undefined when it lets the visitor through. */
function target(guard: () => void): string | undefined {
  try {
    guard();
    return undefined;
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href;
    throw thrown;
  }
}

const membership = { companyId: '8f1c2f34-4b8e-4d55-9a65-3f7f0c1e2a10', slug: 'acme', role: 'owner' as const };

describe('auth guard', () => {
  it('sends an unauthenticated visitor to /login with the current address as redirect', () => {
    const ctx = context();
    expect(target(() => requireAuth({ context: ctx, location: { href: '/events/fest/gatherings?page=2' } }))).toBe('/login?redirect=%2Fevents%2Ffest%2Fgatherings%3Fpage%3D2');
  });

  it('lets a signed-in user through', () => {
    const ctx = context();
    ctx.session.auth.login({ accessToken: 't' });
    expect(target(() => requireAuth({ context: ctx, location: { href: '/events/me' } }))).toBeUndefined();
  });
});

describe('signed-out pages', () => {
  it('let visitors in', () => {
    expect(target(() => redirectIfSignedIn({ context: context() }, '/events/me'))).toBeUndefined();
  });

  it('send a signed-in user to the redirect target, else the selected event, else the company', () => {
    const ctx = context();
    ctx.session.auth.login({ accessToken: 't', membership });
    expect(target(() => redirectIfSignedIn({ context: ctx }, '/events/fest/guides'))).toBe('/events/fest/guides');
    expect(target(() => redirectIfSignedIn({ context: ctx }, 'https://evil.example'))).toBe('/acme/events');
    ctx.session.selectedEvent.set({ id: 'e1', slug: 'fest' });
    expect(target(() => redirectIfSignedIn({ context: ctx }))).toBe('/events/fest');
  });
});

describe('host rules', () => {
  it('the /events area on a management host that is not local goes to /setup', () => {
    expect(target(() => eventsAreaHostRule('manage.mingle.app'))).toBe('/setup');
    expect(target(() => eventsAreaHostRule('mingle.app'))).toBeUndefined();
  });

  it('the company area on a host neither management nor local goes to /events/me', () => {
    expect(target(() => companyAreaHostRule('mingle.app'))).toBe('/events/me');
    expect(target(() => companyAreaHostRule('manage.mingle.app'))).toBeUndefined();
    expect(target(() => companyAreaHostRule('localhost'))).toBeUndefined();
  });

  it('/setup: host first, then sign-in, then members go to their company', () => {
    const ctx = context();
    const args = { context: ctx, location: { href: '/setup' } };
    expect(target(() => setupRules(args, 'mingle.app'))).toBe('/events/me');
    expect(target(() => setupRules(args, 'manage.mingle.app'))).toBe('/login?redirect=%2Fsetup');
    ctx.session.auth.login({ accessToken: 't' });
    expect(target(() => setupRules(args, 'manage.mingle.app'))).toBeUndefined();
    ctx.session.auth.update({ membership });
    expect(target(() => setupRules(args, 'localhost'))).toBe('/acme/events');
  });
});
