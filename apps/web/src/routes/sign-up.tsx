import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '@/features/auth/components/sign-up-screen';
import { redirectIfSignedIn } from '@/lib/guards';
import { RedirectSearch } from '@/lib/search';

export const Route = createFileRoute('/sign-up')({
  validateSearch: RedirectSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn({ context }, search.redirect),
  component: SignUpPage,
});

function SignUpPage() {
  const { redirect } = Route.useSearch();
  return <SignUpScreen redirect={redirect} />;
}
