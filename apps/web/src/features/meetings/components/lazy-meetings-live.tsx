import { lazy, Suspense } from 'react';

// The live listener loads after the screen, like the unread one (decision 014).
const MeetingsLive = lazy(() => import('./meetings-live').then((m) => ({ default: m.MeetingsLive })));

export function LazyMeetingsLive(props: { slug: string; eventId: string; userId: string }) {
  return (
    <Suspense fallback={null}>
      <MeetingsLive {...props} />
    </Suspense>
  );
}
