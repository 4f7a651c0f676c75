import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, e.g. a Button. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title; defaults to h2. */
  as?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ icon: Icon, title, description, action, className, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      {Icon ? (
        <div className="mb-1 flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
          <Icon aria-hidden="true" className="size-8" />
        </div>
      ) : null}
      <Heading className="text-lg font-bold text-fg">{title}</Heading>
      {description ? <p className="max-w-sm text-base text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-3 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
