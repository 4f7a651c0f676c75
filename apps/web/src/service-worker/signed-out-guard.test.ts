import { describe, expect, it } from 'vitest';
import { signedOutGuard } from './signed-out-guard';

/** Runs one read through the plugin as workbox does: one state object per request. */
function read(guard: ReturnType<typeof signedOutGuard>) {
  const state: Record<string, unknown> = {};
  const request = new Request('https://mingle.test/api/v1/events/e/profile');
  const started = guard.plugin.requestWillFetch!({ request, state, event: {} as ExtendableEvent, params: undefined } as never);
  return {
    started,
    landed: (response = new Response('{}')) => guard.plugin.cacheWillUpdate!({ request, response, state, event: {} as ExtendableEvent } as never),
  };
}

describe('signedOutGuard', () => {
  it('keeps nothing that was asked before a sign-out, though it lands after it', async () => {
    let clock = 1000;
    const guard = signedOutGuard(() => clock);
    const inFlight = read(guard);
    await inFlight.started;
    clock = 2000;
    guard.signedOut();
    clock = 3000;
    expect(await inFlight.landed()).toBeNull();
  });

  it('keeps what was asked after the sign-out, and everything when nobody signed out', async () => {
    let clock = 1000;
    const guard = signedOutGuard(() => clock);
    const before = read(guard);
    await before.started;
    const response = new Response('{"kept":true}');
    expect(await before.landed(response)).toBe(response);
    clock = 2000;
    guard.signedOut();
    clock = 2001;
    const after = read(guard);
    await after.started;
    const next = new Response('{}');
    expect(await after.landed(next)).toBe(next);
  });
});
