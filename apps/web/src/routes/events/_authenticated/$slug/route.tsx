import { createFileRoute } from '@tanstack/react-router';

/**
 * The event area of one event (/events/{slug}/...). The events work adds the event's header and
 * bottom navigation here, loads the public event and the attendee's profile, and sends attendees
 * without a profile to /events/{slug}/profile/setup (spec 2).
 */
export const Route = createFileRoute('/events/_authenticated/$slug')({});
