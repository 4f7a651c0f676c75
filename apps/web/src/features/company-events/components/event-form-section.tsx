import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One card of the event form: its title and what it is for on the left (wide screens), the fields on the right. */
export function EventFormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="grid gap-6 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">{title}</h2>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-5">{children}</div>
    </Card>
  );
}
