import { createFileRoute, redirect } from '@tanstack/react-router';

/** /events on its own lands on the user's events. */
export const Route = createFileRoute('/events/')({
  beforeLoad: () => {
    throw redirect({ to: '/events/me', replace: true });
  },
});
