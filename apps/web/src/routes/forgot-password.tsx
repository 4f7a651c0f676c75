import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { redirectIfSignedIn } from '@/lib/guards';
import { RedirectSearch } from '@/lib/search';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: RedirectSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn({ context }, search.redirect),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { redirect } = Route.useSearch();
  return <ForgotPasswordScreen redirect={redirect} />;
}
