import { createFileRoute, notFound } from '@tanstack/react-router';
import { GuideArticleScreen, GuideNotFound } from '@/features/guides/components/guide-article-screen';
import { parseGuideId } from '@/features/guides/lib/guide-id';

/** /events/{slug}/guides/{articleId}: guides are numbered 1 to 6; any other id is not found. */
export const Route = createFileRoute('/events/_authenticated/$slug/guides/$articleId')({
  loader: ({ params }) => {
    const articleId = parseGuideId(params.articleId);
    if (!articleId) throw notFound();
    return { articleId };
  },
  notFoundComponent: NotFoundPage,
  component: GuidePage,
});

function GuidePage() {
  const { slug } = Route.useParams();
  const { articleId } = Route.useLoaderData();
  return <GuideArticleScreen key={articleId} slug={slug} articleId={articleId} />;
}

function NotFoundPage() {
  const { slug } = Route.useParams();
  return <GuideNotFound slug={slug} />;
}
