import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field styled like Input; grows with the user's resize handle, never sideways. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(inputClasses, 'resize-y py-2.5 leading-6', className)} {...props} />;
}

interface CharacterCountProps {
  count: number;
  max: number;
  /** Visible text, e.g. "42/160"; read politely to screen readers only when near or over the limit. */
  label: string;
  id?: string;
}

/** "n/max" under a field; turns red past the limit. */
export function CharacterCount({ count, max, label, id }: CharacterCountProps) {
  const over = count > max;
  return (
    <span id={id} aria-live={count >= max - 10 ? 'polite' : 'off'} className={cn('text-sm tabular-nums', over ? 'font-semibold text-danger-700' : 'text-fg-muted')}>
      {label}
    </span>
  );
}
