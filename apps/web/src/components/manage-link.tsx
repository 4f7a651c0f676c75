import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { manageHref } from '@/lib/config';

/** Organiser pages linked from the attendee side. */
export type ManageTarget = { to: '/setup' } | { to: '/$slug/events'; params: { slug: string } };

const pathOf = (target: ManageTarget) => (target.to === '/setup' ? '/setup' : `/${encodeURIComponent(target.params.slug)}/events`);

/**
 * A link to an organiser page: on the management host when organisers have a host of their own
 * (they sign in there once), else right here.
 */
export function ManageLink({ target, className, children }: { target: ManageTarget; className?: string; children: ReactNode }) {
  const href = manageHref(pathOf(target));
  if (href) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return target.to === '/setup' ? (
    <Link to="/setup" className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/$slug/events" params={target.params} className={className}>
      {children}
    </Link>
  );
}
