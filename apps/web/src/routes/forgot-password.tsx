import { RedirectSearch } from '@mingle/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { redirectIfSignedIn } from '@/lib/guards';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: RedirectSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn({ context }, search.redirect),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { redirect } = Route.useSearch();
  return <ForgotPasswordScreen redirect={redirect} />;
}
