import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../../../components/coming-soon';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/new/$initiatorId')({
  component: () => <ComingSoon screen="newConnection" />,
});
