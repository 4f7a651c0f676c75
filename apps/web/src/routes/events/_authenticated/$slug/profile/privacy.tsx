import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { privacyQueryOptions } from '@/features/profile/api/privacy';
import { PrivacyScreen } from '@/features/profile/components/privacy-screen';

/** /events/{slug}/profile/privacy: who sees what of my profile at this event. */
export const Route = createFileRoute('/events/_authenticated/$slug/profile/privacy')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(privacyQueryOptions(params.slug)),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(privacyQueryOptions(slug));
  return <PrivacyScreen slug={slug} settings={data} />;
}
