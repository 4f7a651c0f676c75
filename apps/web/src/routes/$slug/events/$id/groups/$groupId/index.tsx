import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../../../components/coming-soon';
import { TabSearch } from '../../../../../../lib/search';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/')({
  validateSearch: TabSearch,
  component: () => <ComingSoon screen="companyGroup" />,
});
