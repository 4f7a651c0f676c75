import { Link } from '@tanstack/react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';

interface Props {
  to: '/events/$slug/pass' | '/events/$slug/agenda' | '/events/$slug/rounds';
  slug: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tone: string;
  title: string;
  text: string;
  testId: string;
}

/** A card-sized link from the event home to one of my own screens (my pass, my agenda). */
export function EventCardLink({ to, slug, icon: Icon, tone, title, text, testId }: Props) {
  return (
    <Link
      to={to}
      params={{ slug }}
      className="group flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
      data-testid={testId}
    >
      <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold text-fg group-hover:text-primary-700">{title}</span>
        <span className="text-sm text-fg-muted">{text}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-fg-muted" />
    </Link>
  );
}
