import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '@/lib/cn';

interface ProgressProps {
  value: number;
  max: number;
  /** Accessible name, e.g. "Step 2 of 4". */
  label: string;
  className?: string;
}

/** A slim progress bar (wizard steps). */
export function Progress({ value, max, label, className }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <ProgressPrimitive.Root value={value} max={max} aria-label={label} getValueLabel={() => label} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-neutral-200', className)}>
      <ProgressPrimitive.Indicator className="h-full rounded-full bg-primary-600 transition-[width] duration-300 ease-out" style={{ width: `${percent}%` }} />
    </ProgressPrimitive.Root>
  );
}
