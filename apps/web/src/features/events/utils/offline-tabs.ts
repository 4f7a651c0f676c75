import { whenSettled } from '@/lib/yield-to-main';

/** Events whose tabs this page has already loaded ahead. */
const kept = new Set<string>();

/**
 * Loads every bottom-navigation tab of an event ahead (their code and their first data), once per
 * event and page, when the service worker controls the page and the page has settled (lib/yield-to-main.ts) online:
 * the service worker then keeps their answers, so each tab opens offline with data, not only the
 * ones visited (decision 023). On the visit that installs it, what the page already shows was
 * fetched before it was there: `refetchShown` asks again, through it. Returns the clean-up for an effect.
 */
export function keepTabsForOffline(
  slug: string,
  { preloadTabs, refetchShown }: { preloadTabs: () => Promise<unknown>[]; refetchShown: () => Promise<unknown> },
  nav: Navigator = navigator,
): () => void {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return () => undefined;
  const keep = (installed: boolean) => {
    if (kept.has(slug) || !container.controller || !nav.onLine) return;
    kept.add(slug);
    whenSettled(() => void Promise.allSettled([...(installed ? [refetchShown()] : []), ...preloadTabs()]));
  };
  keep(false);
  // The first visit: the service worker takes the page over once it has installed.
  const taken = () => keep(true);
  container.addEventListener('controllerchange', taken);
  return () => container.removeEventListener('controllerchange', taken);
}
