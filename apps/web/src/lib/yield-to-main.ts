/**
 * Lets the browser run what waits (a tap, a paint) before going on: long start-up work in short
 * tasks (decision 014). scheduler.yield where there is one (the rest runs first, ahead of new
 * tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` when the browser has nothing else to do (within two seconds in any case). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * Runs `steps` one after the other, each in an idle moment of its own once the one before has
 * finished: background work (loading tabs ahead) in small pieces that a tap or a paint can pass.
 * `signal` stops it between two steps.
 */
export async function stepWhenIdle(steps: (() => Promise<unknown>)[], signal?: AbortSignal): Promise<void> {
  for (const step of steps) {
    await new Promise<void>((resolve) => whenIdle(resolve));
    // Stopped (the screen left, the person signed out): nothing more is asked for.
    if (signal?.aborted) return;
    await step().catch(() => undefined);
  }
}
