import { useCallback, useEffect, useRef, useState } from 'react';

/** Room kept between the active tab and the list's edge, so it is not left under the fade. */
export const EDGE_ROOM = 40;

export type TabOverflow = { before: boolean; after: boolean };

/** Whether more tabs hide before or after what is shown (1 px slack for subpixel widths). */
export function overflowOf(list: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): TabOverflow {
  const end = list.scrollWidth - list.clientWidth;
  return { before: list.scrollLeft > 1, after: list.scrollLeft < end - 1 };
}

/** The scrollLeft that shows the whole tab with room to spare, or null when it is already in view. */
export function scrollLeftToShow(list: Pick<HTMLElement, 'scrollLeft' | 'clientWidth'>, tab: { offsetLeft: number; offsetWidth: number }, room = EDGE_ROOM): number | null {
  const start = tab.offsetLeft - room;
  const end = tab.offsetLeft + tab.offsetWidth + room;
  if (start < list.scrollLeft) return Math.max(0, start);
  if (end > list.scrollLeft + list.clientWidth) return end - list.clientWidth;
  return null;
}

function reducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * For a tab list that scrolls sideways: tracks which edges hide more tabs, and keeps the active
 * tab in view whenever it changes (a click, the arrow keys, or a `tab` search param on load).
 */
export function useTabOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<TabOverflow>({ before: false, after: false });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const next = overflowOf(list);
    setOverflow((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
  }, []);

  const showActive = useCallback((smooth: boolean) => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !tab) return;
    const left = scrollLeftToShow(list, tab);
    if (left === null) return;
    // Only the list scrolls: scrollIntoView could also move the page.
    list.scrollTo({ left, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' });
  }, []);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    showActive(false);
    measure();
    const active = new MutationObserver(() => {
      showActive(true);
      measure();
    });
    active.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    // The tabs too: their width changes when the font or the translations arrive.
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const box of [list, ...Array.from(list.children)]) sizes?.observe(box);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      active.disconnect();
      sizes?.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, [measure, showActive]);

  /** Moves the list by most of its width, for the edge hints (mouse users without a sideways wheel). */
  const page = useCallback((direction: -1 | 1) => {
    const list = ref.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return { ref, overflow, page };
}
