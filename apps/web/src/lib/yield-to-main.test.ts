// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepWhenIdle, whenSettled } from './yield-to-main';

describe('stepWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one step per idle moment, each after the one before, and stops when told', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const stop = new AbortController();
    let finishFirst!: () => void;
    const steps = [
      () => (started.push(1), new Promise<void>((resolve) => (finishFirst = resolve))),
      () => (started.push(2), stop.abort(), Promise.resolve()),
      () => (started.push(3), Promise.resolve()),
    ];
    const done = stepWhenIdle(steps, stop.signal);
    await vi.runAllTimersAsync();
    expect(started).toEqual([1]);
    finishFirst();
    await vi.runAllTimersAsync();
    await done;
    expect(started).toEqual([1, 2]);
  });
});

describe('whenSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until the page has gone the quiet time without a long task, then runs once', async () => {
    vi.useFakeTimers();
    let longTask: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['longtask'];
      constructor(callback: () => void) {
        longTask = callback;
      }
      observe() {}
      disconnect() {
        longTask = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const work = vi.fn();
    whenSettled(work, 3000);
    await vi.advanceTimersByTimeAsync(2500);
    longTask?.();
    await vi.advanceTimersByTimeAsync(2500);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(1);
    expect(longTask).toBeUndefined();
  });

  it('starts counting only once the page has loaded', async () => {
    vi.useFakeTimers();
    const listeners: Record<string, () => void> = {};
    const win = { document: { readyState: 'loading' }, addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) } as unknown as Window;
    const work = vi.fn();
    whenSettled(work, 1000, win);
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).not.toHaveBeenCalled();
    listeners.load!();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
