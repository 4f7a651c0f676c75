import { Check } from 'lucide-react';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** Shown before the text, e.g. an interest's emoji. */
  leading?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off choice shaped like a pill (interests). 44 px tall; a tick, not only colour, marks it on. */
export function ToggleChip({ pressed, onPressedChange, leading, className, children, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex min-h-touch items-center gap-1.5 rounded-full border px-3.5 text-base font-medium transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed ? 'border-primary-600 bg-primary-50 text-primary-800 hover:bg-primary-100' : 'border-border-strong/60 bg-surface text-fg hover:border-border-strong hover:bg-neutral-50',
        className,
      )}
      {...props}
    >
      {pressed ? <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} /> : null}
      {leading ? <span aria-hidden="true">{leading}</span> : null}
      <span>{children}</span>
    </button>
  );
}

interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  leading?: ReactNode;
  tone?: 'neutral' | 'highlight';
}

/** A read-only pill (an interest on a profile). */
export function Chip({ leading, tone = 'neutral', className, children, ...props }: ChipProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium',
        tone === 'highlight' ? 'bg-accent-50 text-accent-800 ring-1 ring-accent-600/40' : 'bg-neutral-100 text-fg',
        className,
      )}
      {...props}
    >
      {leading ? <span aria-hidden="true">{leading}</span> : null}
      {children}
    </span>
  );
}
