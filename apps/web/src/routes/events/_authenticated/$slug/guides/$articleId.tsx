import { LIMITS } from '@mingle/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComingSoon } from '../../../../../components/coming-soon';

/** Guides are numbered 1 to 6 (spec 3); any other id is not found. */
export const Route = createFileRoute('/events/_authenticated/$slug/guides/$articleId')({
  beforeLoad: ({ params }) => {
    const id = Number(params.articleId);
    if (!Number.isInteger(id) || id < 1 || id > LIMITS.guides || String(id) !== params.articleId) throw notFound();
  },
  component: () => <ComingSoon screen="guide" />,
});
