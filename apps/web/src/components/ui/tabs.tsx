import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

/** `compact`: smaller on phones, so four or five tabs fit 390 px without scrolling. */
export function TabsTrigger({ className, compact = false, ...props }: ComponentProps<typeof TabsPrimitive.Trigger> & { compact?: boolean }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px min-h-touch border-b-2 border-transparent font-semibold whitespace-nowrap text-fg-muted',
        // cn does not merge classes: one padding and size or the other.
        compact ? 'px-3 text-sm sm:px-4 sm:text-base' : 'px-4 text-base',
        'hover:text-fg data-[state=active]:border-primary-600 data-[state=active]:text-primary-700',
        'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-5 focus-visible:outline-none', className)} {...props} />;
}
