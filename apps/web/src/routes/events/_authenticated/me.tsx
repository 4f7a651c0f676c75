import { createFileRoute } from '@tanstack/react-router';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { useSyncSignedInUser } from '../../../features/auth/components/use-sync-signed-in-user';
import { MyEventsScreen } from '../../../features/events/components/my-events-screen';
import { PageSearch } from '../../../lib/search';

export const Route = createFileRoute('/events/_authenticated/me')({
  validateSearch: PageSearch,
  component: MyEventsPage,
});

function MyEventsPage() {
  useSyncSignedInUser();
  return <MyEventsScreen accountAction={<SignOutButton />} />;
}
