import { createFileRoute } from '@tanstack/react-router';
import { eventsAreaHostRule } from '@/lib/guards';

/** The attendee area (/events/...): on a management host that is not local it goes to /setup. */
export const Route = createFileRoute('/events')({
  beforeLoad: () => eventsAreaHostRule(),
});
