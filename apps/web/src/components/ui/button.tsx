import { Slot } from '@radix-ui/react-slot';
import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap select-none ' +
  'transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary-600 text-white shadow-xs hover:bg-primary-700 active:bg-primary-800',
  secondary: 'border border-border-strong bg-surface text-fg hover:bg-neutral-50 active:bg-neutral-100',
  accent: 'bg-accent-700 text-white shadow-xs hover:bg-accent-800',
  ghost: 'text-fg hover:bg-neutral-100 active:bg-neutral-200',
  danger: 'bg-danger-600 text-white shadow-xs hover:bg-danger-700',
  link: 'text-primary-700 underline-offset-4 hover:underline hover:text-primary-800',
} as const;

const sizes = {
  md: 'min-h-touch px-4 text-base',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-touch',
  inline: 'min-h-touch px-1 text-base',
} as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner, keeps the width, and blocks further clicks. */
  loading?: boolean;
  /**
   * A handler that returns a promise (a request) keeps the button busy until it settles: a second
   * tap meanwhile does nothing, even one that lands before the screen has drawn the spinner.
   * `loading`, when given, decides what is shown; the lock holds either way.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Render the child (e.g. a router Link) with button styling. */
  asChild?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false, className }: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

export function Button({ variant, size, loading, asChild = false, fullWidth, className, children, disabled, type = 'button', onClick, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, fullWidth, className });
  // The lock is a ref: a state update would land after a fast second click (a double tap).
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  if (asChild) {
    return (
      <Slot className={classes} onClick={onClick} {...props}>
        {children}
      </Slot>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    const release = () => {
      running.current = false;
      setBusy(false);
    };
    result.then(release, release);
  };
  const shown = loading ?? busy;
  return (
    <button type={type} className={classes} disabled={disabled || shown || busy} aria-busy={shown || undefined} onClick={handleClick} {...props}>
      {shown ? <Spinner className="size-5" /> : null}
      {children}
    </button>
  );
}
