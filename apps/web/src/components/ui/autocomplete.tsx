import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';
import { Spinner } from './spinner';

export interface AutocompleteOption {
  value: string;
  label: string;
  /** A second, quieter line (e.g. the country of a city). */
  description?: string;
  /** An icon or emoji before the label. */
  leading?: ReactNode;
  disabled?: boolean;
}

export interface AutocompleteProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onSelect' | 'children'> {
  /** The typed text. */
  value: string;
  onValueChange: (text: string) => void;
  /** Suggestions for the typed text (the caller fetches or filters them). */
  options: readonly AutocompleteOption[];
  onSelectOption: (option: AutocompleteOption) => void;
  loading?: boolean;
  loadingText: string;
  /** Shown when the typed text found nothing. */
  emptyText: string;
  /** Name of the suggestions list for screen readers. */
  listLabel: string;
  /** Icon inside the field, at the left. */
  icon?: ReactNode;
  /** False keeps the popup closed (e.g. while the field just shows what was chosen). */
  showSuggestions?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A type-ahead text field (WAI-ARIA combobox with a listbox popup): type to get suggestions,
 * arrows to move, Enter to choose, Escape to close. Focus stays in the field the whole time, so a
 * FormField label and error reach it like any input. The popup (Radix Popover) flips above the
 * field when there is no room below.
 */
export function Autocomplete({
  value,
  onValueChange,
  options,
  onSelectOption,
  loading = false,
  loadingText,
  emptyText,
  listLabel,
  icon,
  showSuggestions = true,
  className,
  onKeyDown,
  onFocus,
  onBlur,
  id,
  ref,
  ...inputProps
}: AutocompleteProps) {
  const generated = useId();
  const inputId = id ?? `autocomplete-${generated}`;
  const listId = `${inputId}-list`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string>();

  const enabled = options.filter((option) => !option.disabled);
  const active = enabled.find((option) => option.value === activeValue) ?? enabled[0];
  const visible = open && showSuggestions && value.trim().length > 0;
  const optionId = (option: AutocompleteOption) => `${listId}-${encodeURIComponent(option.value)}`;
  const activeId = visible && active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: AutocompleteOption) => {
    if (option.disabled) return;
    setOpen(false);
    setActiveValue(undefined);
    onSelectOption(option);
  };

  const move = (step: 1 | -1) => {
    if (enabled.length === 0) return;
    const index = active ? enabled.indexOf(active) : -1;
    const next = enabled[(index + step + enabled.length) % enabled.length];
    setActiveValue(next?.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!visible) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (visible) move(-1);
        break;
      case 'Enter':
        // Enter chooses; it never submits the surrounding form from a type-ahead box. While new
        // suggestions load, the ones on screen belong to older text, so Enter waits for them.
        event.preventDefault();
        if (visible && active && !loading) choose(active);
        break;
      case 'Escape':
        if (visible) {
          event.preventDefault();
          setOpen(false);
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const status = options.length > 0 ? undefined : loading ? loadingText : emptyText;

  return (
    <PopoverPrimitive.Root open={visible} onOpenChange={(next) => (next ? undefined : setOpen(false))}>
      <PopoverPrimitive.Anchor asChild>
        <div ref={anchorRef} className="relative">
          {icon ? (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex w-11 items-center justify-center text-fg-muted">
              {icon}
            </span>
          ) : null}
          <input
            ref={ref}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={visible}
            aria-controls={visible ? listId : undefined}
            aria-activedescendant={activeId}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
              setActiveValue(undefined);
              setOpen(true);
            }}
            onFocus={(event) => {
              setOpen(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setOpen(false);
              onBlur?.(event);
            }}
            onKeyDown={handleKeyDown}
            className={cn(inputClasses, icon && 'pl-11', loading && 'pr-11', className)}
            {...inputProps}
          />
          {loading ? (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex w-11 items-center justify-center text-primary-600">
              <Spinner className="size-4.5" />
            </span>
          ) : null}
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          role="presentation"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 w-[var(--radix-popover-trigger-width)] max-w-[calc(100vw-1.5rem)] animate-fade-in overflow-hidden rounded-xl border border-border bg-surface shadow-overlay"
        >
          {status ? (
            <p role="status" className="px-4 py-3 text-sm text-fg-muted">
              {status}
            </p>
          ) : null}
          <div role="listbox" id={listId} aria-label={listLabel} className={cn('max-h-72 overflow-y-auto overscroll-contain transition-opacity', options.length > 0 && 'p-1', loading && 'opacity-60')}>
            {options.map((option) => {
              const isActive = option === active;
              return (
                <div
                  key={option.value}
                  id={optionId(option)}
                  role="option"
                  aria-selected={isActive}
                  aria-disabled={option.disabled || undefined}
                  // Keep focus in the field: choosing must not blur it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => (option.disabled ? undefined : setActiveValue(option.value))}
                  onClick={() => choose(option)}
                  className={cn(
                    'flex min-h-touch cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-base text-fg',
                    isActive && 'bg-primary-50 text-primary-800',
                    option.disabled && 'cursor-not-allowed opacity-60',
                  )}
                >
                  {option.leading ? (
                    <span aria-hidden="true" className="flex shrink-0 items-center text-fg-muted">
                      {option.leading}
                    </span>
                  ) : null}
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{option.label}</span>
                    {option.description ? <span className="truncate text-sm text-fg-muted">{option.description}</span> : null}
                  </span>
                </div>
              );
            })}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
