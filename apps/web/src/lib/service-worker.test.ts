// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, updateReady, watchForUpdates } from './service-worker';

/** A service worker registration and container the test drives by hand. */
function fakes({ controlled }: { controlled: boolean }) {
  const registration = Object.assign(new EventTarget(), { waiting: null as unknown, installing: null as unknown });
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
  return { registration, container, worker };
}

const install = (registration: EventTarget & { installing: unknown }, worker: EventTarget & { state: string }) => {
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  worker.state = 'installed';
  worker.dispatchEvent(new Event('statechange'));
};

describe('the new-version prompt (decision 023)', () => {
  afterEach(() => (updateReady as { set?: (v: null) => void }).set?.(null));

  it('is not offered by the first install, which has nothing to replace', () => {
    const { registration, container, worker } = fakes({ controlled: false });
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, container as unknown as ServiceWorkerContainer);
    install(registration, worker);
    expect(updateReady.get()).toBeNull();
  });

  it('is offered once a new version has installed beside the running one, and Reload hands over then reloads', () => {
    const { registration, container, worker } = fakes({ controlled: true });
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, container as unknown as ServiceWorkerContainer);
    install(registration, worker);
    expect(updateReady.get()).toBe(worker);

    const reload = vi.fn();
    const win = { navigator: { serviceWorker: container }, location: { reload } } as unknown as Window;
    applyUpdate(win);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
