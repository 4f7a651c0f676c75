import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../../../components/coming-soon';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/delete')({
  component: () => <ComingSoon screen="groupDelete" />,
});
