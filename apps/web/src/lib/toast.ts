import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { LIMITS } from '@mingle/contracts';

/**
 * react-toastify is not part of the first load (decision 014): it loads with the first toast, or
 * at the person's first tap or key press (App's Toasts), whichever comes first, and App then mounts
 * its container. A toast raised before the container is there waits in react-toastify's own queue.
 */
export const loadToasts = () => import('react-toastify');

let toastsWanted = false;
const onWanted = new Set<() => void>();

/** Starts loading react-toastify, and has App mount its container. */
export function wantToasts(): ReturnType<typeof loadToasts> {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of onWanted) listener();
  }
  return loadToasts();
}

/** Whether the toasts' container should be mounted yet. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      onWanted.add(listener);
      return () => onWanted.delete(listener);
    },
    () => toastsWanted,
  );
}

/** Bottom-right, coloured, 5 s, progress bar, close on click, pause on hover and focus loss. */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  theme: 'colored',
  autoClose: LIMITS.toastAutoCloseMs,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  newestOnTop: false,
} as const satisfies ToastContainerProps;

function notify(kind: 'error' | 'success' | 'info', content: ReactNode, toastId?: string, autoClose?: number): void {
  void wantToasts().then(({ toast }) => toast[kind](content, { ...(toastId === undefined ? {} : { toastId }), ...(autoClose === undefined ? {} : { autoClose }) }));
}

/** One toast per text: the same failure from several queries shows once. */
export function notifyError(message: string): void {
  notify('error', message, `error:${message}`);
}

export function notifySuccess(message: string): void {
  notify('success', message, `success:${message}`);
}

/** Something to know (one toast per `toastId`, when given). */
export function notifyInfo(content: ReactNode, toastId?: string): void {
  notify('info', content, toastId);
}

/** A toast with an Undo in it: it stays twice as long as others, so the way back is not missed. */
export function notifyWithUndo(content: ReactNode, toastId: string): void {
  notify('info', content, toastId, 2 * LIMITS.toastAutoCloseMs);
}

// --- Keeping toasts clear of the bottom edge ------------------------------------------------------

/**
 * Put on what holds the bottom edge of the screen (the bottom navigation, a page's action bar with
 * its main button): toasts keep their place (bottom-right, TOAST_OPTIONS) but rise above it, so a toast
 * never covers the button a person is about to press for its 5 seconds.
 */
export const BOTTOM_BAR = { 'data-bottom-bar': '' } as const;

/** How high a toast reaches from where it sits: a bar this close to the bottom edge is in its way. */
const TOAST_REACH_PX = 112;

interface BarBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far up from the bottom edge the bars reach (px), given their boxes: a bar counts while it is
 * in a toast's way (at or near the edge, or on top of another bar that is, like a chat composer
 * above the navigation, and across the toasts' column when it is known); a bar scrolled away up
 * the page, or beside the toasts on a wide screen, does not.
 */
export function bottomBarsHeight(bars: readonly BarBox[], viewportHeight: number, toasts?: { left: number; right: number }): number {
  const across = (bar: BarBox) => !toasts || (bar.left < toasts.right && bar.right > toasts.left);
  let edge = viewportHeight;
  for (let moved = true; moved;) {
    moved = false;
    for (const bar of bars) {
      if (bar.bottom > bar.top && bar.top < edge && bar.bottom > edge - TOAST_REACH_PX && across(bar)) {
        edge = bar.top;
        moved = true;
      }
    }
  }
  return Math.max(0, Math.round(viewportHeight - edge));
}

/**
 * Measures the bars marked BOTTOM_BAR whenever the page changes, scrolls or resizes, and sets
 * --bottom-bars-height on the root for the toast container (styles.css). Returns the stop.
 */
export function keepToastsClearOfBottomBars(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  const root = doc.documentElement;
  const selector = '[data-bottom-bar]';
  let frame = 0;
  const measure = () => {
    frame = 0;
    const boxes = [...doc.querySelectorAll(selector)].map((bar) => bar.getBoundingClientRect());
    // The toasts' column (once one shows): bars beside it, on a wide screen, are not in the way.
    const column = doc.querySelector('.Toastify__toast-container')?.getBoundingClientRect();
    root.style.setProperty('--bottom-bars-height', `${bottomBarsHeight(boxes, view.innerHeight, column?.width ? column : undefined)}px`);
  };
  const schedule = () => {
    frame ||= view.requestAnimationFrame(measure);
  };
  // A bar that grows (a composer with a second line) moves the toasts with it.
  const sizes = new ResizeObserver(schedule);
  const watched = new Set<Element>();
  const onMutation = () => {
    for (const bar of watched) {
      if (!bar.isConnected) {
        sizes.unobserve(bar);
        watched.delete(bar);
      }
    }
    for (const bar of doc.querySelectorAll(selector)) {
      if (!watched.has(bar)) {
        watched.add(bar);
        sizes.observe(bar);
      }
    }
    schedule();
  };
  const mutations = new MutationObserver(onMutation);
  mutations.observe(doc.body, { childList: true, subtree: true });
  view.addEventListener('scroll', schedule, { passive: true, capture: true });
  view.addEventListener('resize', schedule);
  onMutation();
  return () => {
    mutations.disconnect();
    sizes.disconnect();
    view.removeEventListener('scroll', schedule, { capture: true });
    view.removeEventListener('resize', schedule);
    if (frame) view.cancelAnimationFrame(frame);
    root.style.removeProperty('--bottom-bars-height');
  };
}
