import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/coming-soon';
import { MapTabSearch } from '../../../../lib/search';

/** Registered now; the screen arrives with its feature. */
export const Route = createFileRoute('/$slug/events/$id/distribution-map')({
  validateSearch: MapTabSearch,
  component: () => <ComingSoon screen="distributionMap" />,
});
