import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTabOverflow } from './use-tab-overflow';

export const Tabs = TabsPrimitive.Root;

const LIST = 'flex gap-1 overflow-x-auto border-b border-border';

/**
 * `scrollable`: for lists that may not fit a phone. The list scrolls sideways without a scrollbar,
 * keeps the active tab in view, and fades out with a chevron at each edge where more tabs continue.
 */
export function TabsList({ className, scrollable = false, ...props }: ComponentProps<typeof TabsPrimitive.List> & { scrollable?: boolean }) {
  if (scrollable) return <ScrollableTabsList className={className} {...props} />;
  return <TabsPrimitive.List className={cn(LIST, className)} {...props} />;
}

function ScrollableTabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { ref, overflow, page } = useTabOverflow();
  return (
    <div className="relative" data-overflow-before={overflow.before} data-overflow-after={overflow.after}>
      <TabsPrimitive.List ref={ref} className={cn(LIST, 'relative [scrollbar-width:none] [&::-webkit-scrollbar]:hidden', className)} {...props} />
      {overflow.before ? <EdgeHint side="before" onClick={() => page(-1)} /> : null}
      {overflow.after ? <EdgeHint side="after" onClick={() => page(1)} /> : null}
    </div>
  );
}

/** Decoration for sighted users: keyboard users move with the arrow keys, touch users swipe. */
function EdgeHint({ side, onClick }: { side: 'before' | 'after'; onClick: () => void }) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      onClick={onClick}
      className={cn(
        // Stops above the list's bottom border so the line runs on under the fade.
        'absolute top-0 bottom-px flex w-12 cursor-pointer items-center text-fg-muted',
        side === 'before' ? 'left-0 justify-start bg-linear-to-r from-bg from-40% to-transparent' : 'right-0 justify-end bg-linear-to-l from-bg from-40% to-transparent',
      )}
    >
      <Icon className="size-5" />
    </div>
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
