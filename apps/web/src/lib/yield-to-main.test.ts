import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepWhenIdle } from './yield-to-main';

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
