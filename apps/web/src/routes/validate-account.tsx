import { ValidateAccountSearch } from '@mingle/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ValidateAccountScreen } from '@/features/auth/components/validate-account-screen';

/** Spec 2: username (non-empty) and email (valid); the sign-up's redirect rides along to /login. */
const Search = ValidateAccountSearch.extend({ redirect: z.string().optional() });

export const Route = createFileRoute('/validate-account')({
  validateSearch: Search,
  component: ValidateAccountPage,
});

function ValidateAccountPage() {
  const { username, email, redirect } = Route.useSearch();
  return <ValidateAccountScreen username={username} email={email} redirect={redirect} />;
}
