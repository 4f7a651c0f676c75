import type { Category, Interest } from '@mingle/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ToggleChip } from '@/components/ui/chip';
import { Fieldset } from '@/components/ui/fieldset';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';

interface InterestsPickerProps {
  categories: readonly Category[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** The search box, which takes focus when the field has an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** Level of the category headings under the page's own headings. */
  headingLevel?: 'h2' | 'h3';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Interests by category (at least one), with a search across all of them. */
export function InterestsPicker({ categories, value, onChange, error, inputRef, headingLevel: Heading = 'h3' }: InterestsPickerProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(categories.filter((c, i) => i === 0 || c.interests.some((interest) => value.includes(interest.id))).map((c) => c.id)));
  const chosen = new Set(value);
  const toggle = (interestId: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== interestId), interestId] : value.filter((v) => v !== interestId));

  const all = categories.flatMap((category) => category.interests);
  const picks = value.map((pickId) => all.find((interest) => interest.id === pickId)).filter((i): i is Interest => Boolean(i));
  const needle = fold(query);
  const matches = needle ? categories.flatMap((category) => category.interests.filter((interest) => fold(interest.name).includes(needle) || fold(category.name).includes(needle))) : [];

  const chip = (interest: Interest) => (
    <ToggleChip key={interest.id} pressed={chosen.has(interest.id)} onPressedChange={(on) => toggle(interest.id, on)} leading={interest.emoji}>
      {interest.name}
    </ToggleChip>
  );

  return (
    <Fieldset legend={t('interests.legend')} legendAside={<span aria-live="polite">{t('interests.count', { count: value.length })}</span>} description={t('interests.hint')} error={error}>
      {({ describedBy, invalid }) => (
        <div className="flex flex-col gap-5">
          <SearchInput
            ref={inputRef}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t('interests.searchLabel')}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={t('interests.searchPlaceholder')}
          />

          {needle ? (
            matches.length > 0 ? (
              <div className="flex flex-wrap gap-2">{matches.map(chip)}</div>
            ) : (
              <p role="status" className="text-base text-fg-muted">
                {t('interests.noMatch', { query: query.trim() })}
              </p>
            )
          ) : (
            <>
              {picks.length > 0 ? (
                <div className="flex flex-col gap-2 rounded-2xl bg-primary-50/60 p-3">
                  <p className="text-sm font-semibold text-primary-800">{t('interests.yourPicks')}</p>
                  <div className="flex flex-wrap gap-2">{picks.map(chip)}</div>
                </div>
              ) : null}
              <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-surface">
                {categories.map((category) => {
                  const expanded = open.has(category.id);
                  const count = category.interests.filter((interest) => chosen.has(interest.id)).length;
                  const panelId = `${id}-${category.id}`;
                  return (
                    <li key={category.id}>
                      <Heading>
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={panelId}
                          onClick={() =>
                            setOpen((previous) => {
                              const next = new Set(previous);
                              if (next.has(category.id)) next.delete(category.id);
                              else next.add(category.id);
                              return next;
                            })
                          }
                          className="flex min-h-14 w-full items-center gap-3 px-4 text-left text-base font-semibold text-fg hover:bg-neutral-50 focus-visible:-outline-offset-3"
                        >
                          <span aria-hidden="true" className="text-xl">
                            {category.emoji}
                          </span>
                          <span className="flex-1">{category.name}</span>
                          {count > 0 ? <Badge tone="primary">{t('interests.categoryCount', { count })}</Badge> : null}
                          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-fg-muted transition-transform', expanded && 'rotate-180')} />
                        </button>
                      </Heading>
                      <div id={panelId} hidden={!expanded} className="px-4 pb-4">
                        <div className="flex flex-wrap gap-2">{category.interests.map(chip)}</div>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      )}
    </Fieldset>
  );
}
