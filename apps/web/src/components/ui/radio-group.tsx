import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A set of one-of choices (Radix: arrow keys move, Space picks). Name it with aria-labelledby. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('flex flex-wrap gap-2', className)} {...props} />;
}

/** One choice, shaped like a pill with a dot, 44 px tall. */
export function RadioChip({ className, children, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group inline-flex min-h-touch items-center gap-2 rounded-full border border-border-strong/60 bg-surface px-3.5 text-base font-medium text-fg transition-colors',
        'hover:border-border-strong hover:bg-neutral-50',
        'data-[state=checked]:border-primary-600 data-[state=checked]:bg-primary-50 data-[state=checked]:text-primary-800',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="flex size-4.5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong group-data-[state=checked]:border-primary-600">
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary-600" />
      </span>
      {children}
    </RadioGroupPrimitive.Item>
  );
}
