import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { categoriesQueryOptions } from '@/features/interests/api/get-categories';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { ProfileEditScreen } from '@/features/profile/components/profile-edit-screen';

/** /events/{slug}/profile/edit: change my profile, with the setup's rules. */
export const Route = createFileRoute('/events/_authenticated/$slug/profile/edit')({
  loader: ({ context }) => context.queryClient.ensureQueryData(categoriesQueryOptions()),
  component: ProfileEditPage,
});

function ProfileEditPage() {
  const { slug } = Route.useParams();
  const { data: profile } = useSuspenseQuery(eventProfileQueryOptions(slug));
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions());
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  if (!profile) return null;
  return <ProfileEditScreen key={profile.id} slug={slug} profile={profile} categories={categories} intentOptions={event.intentOptions} />;
}
