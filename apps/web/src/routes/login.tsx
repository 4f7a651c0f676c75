import { RedirectSearch } from '@mingle/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { redirectIfSignedIn } from '@/lib/guards';

/** redirect (spec 2) and email (prefilled after verification or a reset). */
const LoginSearch = RedirectSearch.extend({ email: z.string().optional() });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn({ context }, search.redirect),
  component: LoginPage,
});

function LoginPage() {
  const { redirect, email } = Route.useSearch();
  return <LoginScreen redirect={redirect} email={email} />;
}
