import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full min-h-touch rounded-lg border border-border-strong bg-surface px-3.5 text-base text-fg ' +
  'placeholder:text-fg-muted transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring focus-visible:border-primary-600 ' +
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600 ' +
  'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-fg-muted';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
