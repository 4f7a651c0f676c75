import { createFileRoute } from '@tanstack/react-router';
import { ValidateAccountScreen } from '@/features/auth/components/validate-account-screen';
import { ValidateAccountSearch } from '@/lib/search';

/** username (non-empty) and email (valid); the sign-up's redirect rides along to /login. */
export const Route = createFileRoute('/validate-account')({
  validateSearch: ValidateAccountSearch,
  component: ValidateAccountPage,
});

function ValidateAccountPage() {
  const { username, email, redirect } = Route.useSearch();
  return <ValidateAccountScreen username={username} email={email} redirect={redirect} />;
}
