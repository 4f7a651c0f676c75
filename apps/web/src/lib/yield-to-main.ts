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
