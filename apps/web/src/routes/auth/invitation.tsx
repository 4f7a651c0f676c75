import type { Membership } from '@mingle/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { InvitationScreen } from '@/features/company/components/invitation-screen';
import { present, shortText } from '@/lib/search';

/** The invitation mail's link: /auth/invitation?token=.. (the token survives sign-up and log-in as their redirect). */
export const Route = createFileRoute('/auth/invitation')({
  validateSearch: (search: Record<string, unknown>) => present({ token: shortText(search.token, 100) }),
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useSearch();
  const queryClient = useQueryClient();
  // The cached /auth/me answer predates the membership: give it the new one (as after setup).
  const onAccepted = (membership: Membership) => queryClient.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, membership } : me));
  const here = token ? `/auth/invitation?${new URLSearchParams({ token }).toString()}` : '/auth/invitation';
  return <InvitationScreen token={token} here={here} accountAction={<SignOutButton variant="link" size="inline" />} onAccepted={onAccepted} />;
}
