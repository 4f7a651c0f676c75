import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Extra words the search matches, e.g. a city name. */
  keywords?: string[];
}

interface ComboboxProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'onChange'> {
  options: readonly ComboboxOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Trigger text when nothing is chosen. */
  placeholder: string;
  /** Accessible name and placeholder of the search box. */
  searchLabel: string;
  /** Shown when the search matches nothing. */
  emptyText: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A searchable select (Radix Popover + cmdk). The trigger is a button, so a FormField label names
 * it; type to filter, arrows to move, Enter to choose, Escape to close.
 */
export function Combobox({ options, value, onChange, placeholder, searchLabel, emptyText, className, onBlur, ...triggerProps }: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const selected = options.find((option) => option.value === value);
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          className={cn(inputClasses, 'flex items-center justify-between gap-2 text-left', className)}
          onBlur={onBlur}
          {...triggerProps}
        >
          <span className={cn('truncate', !selected && 'text-fg-muted')}>{selected?.label ?? placeholder}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 animate-fade-in rounded-xl border border-border bg-surface shadow-overlay"
        >
          <Command label={searchLabel} loop defaultValue={value}>
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Search aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <Command.Input aria-label={searchLabel} placeholder={searchLabel} className="min-h-touch w-full bg-transparent text-base text-fg outline-none placeholder:text-fg-muted" />
            </div>
            <Command.List className="max-h-72 overflow-y-auto p-1">
              <Command.Empty className="px-3 py-6 text-center text-sm text-fg-muted">{emptyText}</Command.Empty>
              {options.map((option) => (
                <Command.Item
                  key={option.value}
                  value={option.value}
                  keywords={[option.label, ...(option.keywords ?? [])]}
                  onSelect={() => {
                    onChange(option.value);
                    setOpen(false);
                  }}
                  className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-base text-fg data-[selected=true]:bg-primary-50 data-[selected=true]:text-primary-800"
                >
                  <Check aria-hidden="true" className={cn('size-4 shrink-0', option.value === value ? 'opacity-100' : 'opacity-0')} />
                  <span className="truncate">{option.label}</span>
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
