import { MapPin } from 'lucide-react';
import { Avatar } from './ui/avatar';

/** Another attendee at the top of their page: avatar, name (the page's h1), @username and hometown. */
export function PersonHeading({ name, username, hometown }: { name: string; username: string; hometown?: string | null }) {
  return (
    <>
      <Avatar name={name} size="xl" />
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight break-words text-fg">{name}</h1>
        <p className="text-sm text-fg-muted">@{username}</p>
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
