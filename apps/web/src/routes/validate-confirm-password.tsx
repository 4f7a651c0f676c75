import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { ValidateConfirmPasswordSearch } from '@/lib/search';

/** email (valid), redirect optional. */
export const Route = createFileRoute('/validate-confirm-password')({
  validateSearch: ValidateConfirmPasswordSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { email, redirect } = Route.useSearch();
  return <ResetPasswordScreen email={email} redirect={redirect} />;
}
