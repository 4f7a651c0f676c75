/// <reference lib="webworker" />
/**
 * Browser notifications (decision 024): a push from our server shows as a notification (who it is
 * from, never a message's text); a tap focuses an open window of the app on that page, or opens one.
 * Imported once by sw.ts; adds its own listeners.
 */
import { readPush, targetOf } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const shown = readPush(data);
  if (!shown) return;
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      icon: '/icon-192.png',
      data: { url: shown.url },
      ...(shown.tag ? { tag: shown.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetOf((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === url) ?? windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await open.focus();
      if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
    })(),
  );
});
