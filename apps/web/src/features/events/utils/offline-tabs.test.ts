// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTabsForOffline } from './offline-tabs';

/** A navigator with a service worker container whose controller the test sets. */
function fakeNavigator({ controlled, onLine = true }: { controlled: boolean; onLine?: boolean }) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  return { nav: { onLine, serviceWorker: container } as unknown as Navigator, container };
}

describe('keepTabsForOffline', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the tabs ahead once per event when a service worker controls the page', async () => {
    vi.useFakeTimers();
    const { nav } = fakeNavigator({ controlled: true });
    const preloadTabs = vi.fn(() => [Promise.resolve()]);
    const refetchShown = vi.fn(async () => undefined);
    keepTabsForOffline('slug-a', { preloadTabs, refetchShown }, nav)();
    keepTabsForOffline('slug-a', { preloadTabs, refetchShown }, nav)();
    await vi.runAllTimersAsync();
    expect(preloadTabs).toHaveBeenCalledTimes(1);
    expect(refetchShown).not.toHaveBeenCalled();
  });

  it('waits for the first install to take the page over, then asks again for what is shown', async () => {
    vi.useFakeTimers();
    const { nav, container } = fakeNavigator({ controlled: false });
    const preloadTabs = vi.fn(() => []);
    const refetchShown = vi.fn(async () => undefined);
    const stop = keepTabsForOffline('slug-b', { preloadTabs, refetchShown }, nav);
    await vi.runAllTimersAsync();
    expect(preloadTabs).not.toHaveBeenCalled();
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    await vi.runAllTimersAsync();
    expect(preloadTabs).toHaveBeenCalledTimes(1);
    expect(refetchShown).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing offline or without service workers', async () => {
    vi.useFakeTimers();
    const preloadTabs = vi.fn(() => []);
    keepTabsForOffline('slug-c', { preloadTabs, refetchShown: async () => undefined }, fakeNavigator({ controlled: true, onLine: false }).nav)();
    keepTabsForOffline('slug-c', { preloadTabs, refetchShown: async () => undefined }, { onLine: true } as Navigator)();
    await vi.runAllTimersAsync();
    expect(preloadTabs).not.toHaveBeenCalled();
  });
});
