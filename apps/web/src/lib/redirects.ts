import { DEFAULT_COMPANY_SLUG, type Membership } from '@mingle/contracts';

/** Pages a signed-in user is sent away from; never a redirect target (that would loop). */
export const SIGNED_OUT_ONLY_PATHS = ['/login', '/sign-up', '/forgot-password'] as const;

const ORIGIN = 'https://mingle.invalid';

/**
 * A redirect target is used only when it is a same-origin path: starts with '/', not '//' or
 * '/\', no scheme or control characters, before and after normalising. Returns the normalised path or undefined.
 */
export function safeRedirectTarget(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes can turn into another origin once a browser parses them.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  // Normalising can make a path protocol-relative again ('/..//evil.example' -> '//evil.example').
  if (url.pathname.startsWith('//')) return undefined;
  if ((SIGNED_OUT_ONLY_PATHS as readonly string[]).includes(url.pathname.replace(/\/+$/, '') || '/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface HomeContext {
  selectedEvent?: { slug: string } | null;
  membership?: Pick<Membership, 'slug'> | null;
}

/** Where a signed-in user belongs: the selected event, else the company's events, else their events. */
export function signedInHome({ selectedEvent, membership }: HomeContext): string {
  if (selectedEvent?.slug) return `/events/${encodeURIComponent(selectedEvent.slug)}`;
  if (membership) return `/${encodeURIComponent(membership.slug || DEFAULT_COMPANY_SLUG)}/events`;
  return '/events/me';
}

/**
 * An already-authenticated user on /login, /sign-up or /forgot-password (and after signing
 * in) goes to the redirect target, else to the event page if an event is selected, else to the
 * company's events list.
 */
export function afterSignInTarget(context: HomeContext & { redirect?: unknown }): string {
  return safeRedirectTarget(context.redirect) ?? signedInHome(context);
}
