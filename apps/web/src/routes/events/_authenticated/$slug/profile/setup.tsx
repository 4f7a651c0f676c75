import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { categoriesQueryOptions } from '@/features/interests/api/get-categories';
import { savedProfileQueryOptions } from '@/features/profile/api/get-saved-profile';
import { ProfileSetupScreen } from '@/features/profile/components/profile-setup-screen';
import { present, textParam } from '@/lib/search';

/** step: which screen of the wizard (intro-1 ... conclusion); unknown values start at the beginning. */
const SetupSearch = (search: Record<string, unknown>) => present({ step: textParam(search.step) });

/** /events/{slug}/profile/setup (the layout sends attendees who have a profile to the event). */
export const Route = createFileRoute('/events/_authenticated/$slug/profile/setup')({
  validateSearch: SetupSearch,
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(categoriesQueryOptions()),
      // Only a pre-fill: when it cannot load, the setup starts empty.
      context.queryClient.ensureQueryData(savedProfileQueryOptions()).catch(() => null),
    ]);
  },
  component: ProfileSetupPage,
});

function ProfileSetupPage() {
  const { slug } = Route.useParams();
  const { step } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions());
  const saved = useQuery(savedProfileQueryOptions());
  if (saved.isPending) return null;
  return <ProfileSetupScreen slug={slug} eventId={event.id} eventName={event.name} categories={categories} intentOptions={event.intentOptions} savedProfile={saved.data ?? null} step={step} />;
}
