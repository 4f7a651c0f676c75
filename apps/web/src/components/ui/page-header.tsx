import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Small line above the title, e.g. a back link or the section name. */
  eyebrow?: ReactNode;
  /** Buttons or links at the right (below the title on phones). */
  actions?: ReactNode;
  /** Shown left of the title, e.g. an event logo. */
  media?: ReactNode;
  className?: string;
}

/** The top of a console page: one h1, a short line of help and the page's main actions. */
export function PageHeader({ title, description, eyebrow, actions, media, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="flex min-w-0 items-center gap-4">
        {media}
        <div className="flex min-w-0 flex-col gap-1">
          {eyebrow ? <div className="text-sm font-semibold text-fg-muted">{eyebrow}</div> : null}
          <h1 className="text-xl font-bold tracking-tight break-words text-fg sm:text-2xl">{title}</h1>
          {description ? <p className="text-base text-fg-muted">{description}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">{actions}</div> : null}
    </header>
  );
}
