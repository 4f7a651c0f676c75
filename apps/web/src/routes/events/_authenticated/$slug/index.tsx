import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/coming-soon';
import { TabSearch } from '../../../../lib/search';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/events/_authenticated/$slug/')({
  validateSearch: TabSearch,
  component: () => <ComingSoon screen="eventHome" />,
});
