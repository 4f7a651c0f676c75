import { redirect } from '@tanstack/react-router';
import { companyAreaRedirect, currentHostname, eventsAreaRedirect, setupRedirect } from './hosts';
import { afterSignInTarget, signedInHome } from './redirects';
import type { RouterContext } from './router-context';

/**
 * Route guards for beforeLoad. They throw router redirects; hrefs are built here so the guards
 * stay independent of the generated route types.
 */
interface GuardArgs {
  context: RouterContext;
  location: { href: string };
}

function go(path: string, search?: Record<string, string | undefined>): never {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) if (value) params.set(key, value);
  const query = params.toString();
  throw redirect({ href: query ? `${path}?${query}` : path, replace: true });
}

/** An unauthenticated visitor goes to /login with the current address as redirect. */
export function requireAuth({ context, location }: GuardArgs): void {
  if (!context.session.auth.get().authenticated) go('/login', { redirect: location.href });
}

/** /login, /sign-up, /forgot-password and home: a signed-in user goes on to where they belong. */
export function redirectIfSignedIn({ context }: Pick<GuardArgs, 'context'>, redirectTarget?: string): void {
  const { auth, selectedEvent } = context.session;
  const user = auth.get();
  if (!user.authenticated) return;
  go(afterSignInTarget({ redirect: redirectTarget, selectedEvent: selectedEvent.get(), membership: user.membership }));
}

/** The /events area: management host that is not local goes to /setup. */
export function eventsAreaHostRule(hostname = currentHostname()): void {
  const target = eventsAreaRedirect(hostname);
  if (target) go(target);
}

/** The /{slug} company area: a host neither management nor local goes to /events/me. */
export function companyAreaHostRule(hostname = currentHostname()): void {
  const target = companyAreaRedirect(hostname);
  if (target) go(target);
}

/** /setup: local or management host only; a user with a membership goes to their company's events. */
export function setupRules(args: GuardArgs, hostname = currentHostname()): void {
  const target = setupRedirect(hostname);
  if (target) go(target);
  requireAuth(args);
  const { membership } = args.context.session.auth.get();
  if (membership) go(signedInHome({ membership }));
}
