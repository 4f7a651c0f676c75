// Decision 014: an event page the server has drawn (the join page, the event home) starts its app
// once that drawing is on screen, so the app's scripts do not share a slow network with the page's
// first paint. The server puts this script in place of the app's own tags and names them here:
// data-app, the entry module; data-preload, the modules it imports at once.
(() => {
  const boot = document.currentScript;
  let started = false;
  const start = () => {
    if (started || !boot) return;
    started = true;
    for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    }
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: boot.dataset.app, crossOrigin: '' }));
  };
  // Once the first contentful paint is done (at once in a tab nobody sees, where nothing is painted,
  // and after a frame where the browser cannot tell); after a second in any case.
  setTimeout(start, 1000);
  if (document.visibilityState !== 'visible') return start();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
})();
