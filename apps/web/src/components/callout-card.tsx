import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './ui/card';

interface CalloutCardProps {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** The step it invites, e.g. a link, and anything it needs. */
  children: ReactNode;
  className?: string;
  as?: 'h2' | 'h3';
}

/** A tinted card beside a page's content that points to one next step (share the event, open the map). */
export function CalloutCard({ icon: Icon, title, description, children, className, as: Heading = 'h2' }: CalloutCardProps) {
  return (
    <Card className={cn('flex flex-col gap-4 border-primary-200 bg-primary-50/60', className)}>
      <div className="flex size-11 items-center justify-center rounded-xl bg-surface text-primary-700 shadow-xs">
        <Icon aria-hidden="true" className="size-5.5" />
      </div>
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-bold text-fg">{title}</Heading>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
      {children}
    </Card>
  );
}
