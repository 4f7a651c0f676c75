import { createFileRoute } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useSyncSignedInUser } from '@/features/auth/components/use-sync-signed-in-user';
import { myEventsQueryOptions } from '@/features/events/api/get-my-events';
import { MyEventsScreen } from '@/features/events/components/my-events-screen';
import { AccountDataCard } from '@/features/my-data';
import { PageSearch } from '@/lib/search';

export const Route = createFileRoute('/events/_authenticated/me')({
  validateSearch: PageSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(myEventsQueryOptions());
  },
  component: MyEventsPage,
});

function MyEventsPage() {
  useSyncSignedInUser();
  const { page } = Route.useSearch();
  return <MyEventsScreen accountAction={<SignOutButton />} footer={<AccountDataCard />} page={page} />;
}
