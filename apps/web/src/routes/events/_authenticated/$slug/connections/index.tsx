import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../../components/coming-soon';
import { PageSearch } from '../../../../../lib/search';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/')({
  validateSearch: PageSearch,
  component: () => <ComingSoon screen="connections" />,
});
