import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/**
 * A search box with a magnifier. Every prop (id, aria-*) lands on the input, so a FormField label
 * names it like any input. Enter never submits a surrounding form: it is a filter, not a send.
 */
export function SearchInput({ className, onKeyDown, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-fg-muted" />
      <Input
        type="search"
        autoComplete="off"
        className={cn('pl-11', className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter') event.preventDefault();
        }}
        {...props}
      />
    </div>
  );
}
