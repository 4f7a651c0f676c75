import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/coming-soon';
import { PageTabSearch } from '../../../../lib/search';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/events/_authenticated/$slug/gatherings')({
  validateSearch: PageTabSearch,
  component: () => <ComingSoon screen="gatherings" />,
});
