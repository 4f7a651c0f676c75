import * as Popover from '@radix-ui/react-popover';
import { EmojiPicker, type EmojiPickerListComponents, type EmojiPickerListEmojiProps } from 'frimousse';
import { ChevronDown, SmilePlus } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useRef, useState, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { GROUP_EMOJI_DATA } from '../lib/emoji-data';

interface EmojiFieldProps {
  id?: string;
  value: string;
  onChange: (emoji: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Set by FormField. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The group icon: a button showing the emoji, opening a searchable picker (frimousse) with the app's own emoji set. */
export function EmojiField({ id, value, onChange, onBlur, invalid, 'aria-describedby': describedBy, ref }: EmojiFieldProps) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const byKeyboard = useRef(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <Popover.Trigger
        id={id}
        ref={ref}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'inline-flex min-h-touch items-center gap-3 self-start rounded-xl border bg-surface py-1 pr-3 pl-1 text-base font-semibold text-fg',
          'hover:bg-neutral-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          invalid ? 'border-danger-600' : 'border-border-strong',
        )}
      >
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-primary-50 text-2xl">
          {value || <SmilePlus className="size-6 text-primary-600" />}
        </span>
        <span>{value ? t('form.iconChange') : t('form.iconPick')}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-fg-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        {/* Radix gives the popover role="dialog"; it is named and says how to use it. */}
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={t('form.iconDialog')}
          aria-describedby={hintId}
          className="z-50 w-[min(21rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-2 shadow-overlay"
        >
          <p id={hintId} className="sr-only">
            {t('form.iconListHint')}
          </p>
          <EmojiPicker.Root
            columns={7}
            resolveEmojiData={() => GROUP_EMOJI_DATA}
            onEmojiSelect={(emoji) => {
              onChange(emoji.emoji);
              setOpen(false);
            }}
            // Whether the active emoji moved by key or by pointer: only a key move scrolls it into view.
            onKeyDownCapture={() => (byKeyboard.current = true)}
            onPointerMoveCapture={() => (byKeyboard.current = false)}
            className="flex h-80 flex-col"
          >
            <EmojiPicker.Search
              aria-label={t('form.iconSearch')}
              placeholder={t('form.iconSearch')}
              className="mb-2 min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-fg-muted focus-visible:outline-3 focus-visible:outline-ring"
            />
            {/* Reachable by Tab (frimousse then moves through the emoji with the arrow keys), with a visible focus. */}
            <EmojiPicker.Viewport tabIndex={0} className="relative flex-1 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring">
              <EmojiPicker.Loading className="absolute inset-0 flex items-center justify-center text-sm text-fg-muted">{t('form.iconLoading')}</EmojiPicker.Loading>
              <EmojiPicker.Empty className="absolute inset-0 flex items-center justify-center text-sm text-fg-muted">{t('form.iconEmpty')}</EmojiPicker.Empty>
              <KeyboardMoves.Provider value={byKeyboard}>
                <EmojiPicker.List aria-label={t('form.iconList')} className="pb-2 select-none" components={LIST_PARTS} />
              </KeyboardMoves.Provider>
            </EmojiPicker.Viewport>
          </EmojiPicker.Root>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * frimousse 0.4 (the latest) numbers the grid's rows and cells from 0; ARIA counts from 1
 * (aria-rowindex="0" is invalid, axe: critical). Our row and cell parts say the same positions
 * counted from 1. frimousse finds the row to scroll to by its own 0-based number, which now names
 * the row above, so the active emoji scrolls itself into view after a key move.
 */
const KeyboardMoves = createContext<RefObject<boolean>>({ current: false });

const LIST_PARTS: Partial<EmojiPickerListComponents> = {
  CategoryHeader: ({ category, ...props }) => (
    <div className="bg-surface px-2 pt-3 pb-1.5 text-sm font-semibold text-fg-muted" {...props}>
      {category.label}
    </div>
  ),
  Row: ({ children, 'aria-rowindex': row, ...props }) => (
    <div className="scroll-my-1.5 px-1" {...props} aria-rowindex={row === undefined ? undefined : Number(row) + 1}>
      {children}
    </div>
  ),
  Emoji: EmojiCell,
};

function EmojiCell({ emoji, 'aria-colindex': column, ...props }: EmojiPickerListEmojiProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const byKeyboard = useContext(KeyboardMoves);
  useEffect(() => {
    if (emoji.isActive && byKeyboard.current) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [emoji.isActive, byKeyboard]);
  return (
    <button
      ref={ref}
      type="button"
      // Clear of the sticky category heading when scrolled into view; the active emoji (where the
      // arrow keys are, or under the pointer) is ringed, as visible as a focus.
      className="flex size-10 scroll-mt-[calc(var(--frimousse-category-header-height)+0.375rem)] scroll-mb-1.5 items-center justify-center rounded-lg text-2xl data-[active]:bg-primary-100 data-[active]:ring-2 data-[active]:ring-primary-600 data-[active]:ring-inset"
      {...props}
      aria-colindex={column === undefined ? undefined : Number(column) + 1}
      aria-label={emoji.label}
    >
      {emoji.emoji}
    </button>
  );
}
