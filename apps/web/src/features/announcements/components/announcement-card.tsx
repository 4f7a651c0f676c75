import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  /** Who it is from and to, and when: "From the organisers · Today 12:00". */
  from: ReactNode;
  title: string;
  body: string;
  /** A close button, on the attendee's own cards. */
  action?: ReactNode;
}

/** The in-app notice of an announcement, as attendees see it pinned (and organisers in the preview). */
export function AnnouncementCard({ id, from, title, body, action }: Props) {
  return (
    <article aria-labelledby={`announcement-${id}`} className="flex gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-4 shadow-card">
      <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm text-fg-muted">{from}</p>
        <h2 id={`announcement-${id}`} className="text-base font-bold break-words text-fg">
          {title}
        </h2>
        <p className="text-base break-words whitespace-pre-wrap text-fg">{body}</p>
      </div>
      {action}
    </article>
  );
}
