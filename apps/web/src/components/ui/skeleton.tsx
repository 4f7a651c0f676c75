import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-neutral-200', className)} {...props} />;
}
