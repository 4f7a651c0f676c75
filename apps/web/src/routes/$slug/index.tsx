import { createFileRoute, redirect } from '@tanstack/react-router';

/** /{slug} on its own opens the company's events. */
export const Route = createFileRoute('/$slug/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$slug/events', params: { slug: params.slug }, replace: true });
  },
});
