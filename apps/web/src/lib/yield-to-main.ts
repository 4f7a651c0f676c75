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

/** How long the page must go without a long task before background work may start. */
export const SETTLE_MS = 3000;

/**
 * Runs `work` once the page has loaded and then gone `quietMs` without a long task (a task of 50 ms
 * or more, which a tap would wait behind), in an idle moment: the offline warm-up (the service
 * worker, every tab's code and first answers) never competes with a screen starting or a person's
 * first taps. Where long tasks cannot be observed, `quietMs` after load.
 */
export function whenSettled(work: () => void, quietMs = SETTLE_MS, win: Window = window): void {
  const start = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        observer?.disconnect();
        whenIdle(work);
      }, quietMs);
    };
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
      observer = new PerformanceObserver(arm);
      observer.observe({ type: 'longtask' });
    }
    arm();
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
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
