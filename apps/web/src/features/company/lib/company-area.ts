import type { Membership } from '@mingle/contracts';

/**
 * Where a signed-in visitor of /{slug}/... belongs: nowhere else when it is their company; their
 * own company's same page when the address names another company (its data would answer 404);
 * company setup when they have no company yet. Host rules run before this.
 */
export function companyAreaTarget(membership: Pick<Membership, 'slug'> | undefined, slug: string, pathname: string): string | undefined {
  if (!membership) return '/setup';
  if (!membership.slug || membership.slug === slug) return undefined;
  const prefix = `/${encodeURIComponent(slug)}`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '/events';
  return `/${encodeURIComponent(membership.slug)}${rest || '/events'}`;
}
