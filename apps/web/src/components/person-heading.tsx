import { MapPin } from 'lucide-react';
import { handle } from '@/lib/people';
import { Avatar } from './ui/avatar';

/** Another attendee at the top of their page: photo or initials, name (the page's h1), @username and hometown. */
export function PersonHeading({ name, username, hometown, photoUrl }: { name: string; username: string; hometown?: string | null; photoUrl?: string | null }) {
  return (
    <>
      <Avatar name={name} src={photoUrl} size="xl" />
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight break-words text-fg">{name}</h1>
        <p className="text-sm text-fg-muted">{handle(username)}</p>
        {hometown ? (
          <p className="flex items-center justify-center gap-1 text-sm text-fg-muted">
            <MapPin aria-hidden="true" className="size-4 text-primary-600" />
            {hometown}
          </p>
        ) : null}
      </div>
    </>
  );
}
