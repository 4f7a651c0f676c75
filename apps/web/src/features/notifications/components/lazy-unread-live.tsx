import { lazy, Suspense } from 'react';

// The live listener (the realtime client and its schemas, the toasts) loads after the screen (decision 014).
const UnreadLive = lazy(() => import('./unread-live').then((m) => ({ default: m.UnreadLive })));

export function LazyUnreadLive(props: { slug: string; eventId: string; userId: string }) {
  return (
    <Suspense fallback={null}>
      <UnreadLive {...props} />
    </Suspense>
  );
}
