import * as Popover from '@radix-ui/react-popover';
import { EmojiPicker } from 'frimousse';
import { ChevronDown, SmilePlus } from 'lucide-react';
import { useState, type Ref } from 'react';
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
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[min(21rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-2 shadow-overlay"
        >
          <EmojiPicker.Root
            columns={7}
            resolveEmojiData={() => GROUP_EMOJI_DATA}
            onEmojiSelect={(emoji) => {
              onChange(emoji.emoji);
              setOpen(false);
            }}
            className="flex h-80 flex-col"
          >
            <EmojiPicker.Search
              aria-label={t('form.iconSearch')}
              placeholder={t('form.iconSearch')}
              className="mb-2 min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-fg-muted focus-visible:outline-3 focus-visible:outline-ring"
            />
            <EmojiPicker.Viewport className="relative flex-1 outline-none">
              <EmojiPicker.Loading className="absolute inset-0 flex items-center justify-center text-sm text-fg-muted">{t('form.iconLoading')}</EmojiPicker.Loading>
              <EmojiPicker.Empty className="absolute inset-0 flex items-center justify-center text-sm text-fg-muted">{t('form.iconEmpty')}</EmojiPicker.Empty>
              <EmojiPicker.List
                className="pb-2 select-none"
                components={{
                  CategoryHeader: ({ category, ...props }) => (
                    <div className="bg-surface px-2 pt-3 pb-1.5 text-sm font-semibold text-fg-muted" {...props}>
                      {category.label}
                    </div>
                  ),
                  Row: ({ children, ...props }) => (
                    <div className="scroll-my-1.5 px-1" {...props}>
                      {children}
                    </div>
                  ),
                  Emoji: ({ emoji, ...props }) => (
                    <button
                      className="flex size-10 items-center justify-center rounded-lg text-2xl data-[active]:bg-primary-50"
                      aria-label={emoji.label}
                      {...props}
                    >
                      {emoji.emoji}
                    </button>
                  ),
                }}
              />
            </EmojiPicker.Viewport>
          </EmojiPicker.Root>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
