import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/** Placeholder rows for a list of cards (avatar and two or three lines) while it loads. */
export function CardListSkeleton({ label, rows = 3, avatar = 'round', chips = false }: { label: string; rows?: number; avatar?: 'round' | 'square'; chips?: boolean }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4">
          <Skeleton className={cn('size-12', avatar === 'round' ? 'rounded-full' : 'rounded-xl')} />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-4 w-1/3" />
            {chips ? <Skeleton className="h-7 w-3/4 rounded-full" /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}
