import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { redirectIfSignedIn } from '@/lib/guards';
import { present, RedirectSearch, textParam } from '@/lib/search';

/** redirect and email (prefilled after verification or a reset). */
const LoginSearch = (search: Record<string, unknown>) => ({ ...RedirectSearch(search), ...present({ email: textParam(search.email) }) });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn({ context }, search.redirect),
  component: LoginPage,
});

function LoginPage() {
  const { redirect, email } = Route.useSearch();
  return <LoginScreen redirect={redirect} email={email} />;
}
