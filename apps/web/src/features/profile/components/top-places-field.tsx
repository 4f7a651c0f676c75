import type { Place } from '@mingle/contracts';
import { ArrowDown, ArrowUp, Building2, CircleCheck, Globe2, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/ui/fieldset';
import { cn } from '@/lib/cn';
import { addTopPlace, moveTopPlace, removeTopPlace, TOP_PLACES, topPlacesMissing } from '../utils/top-places';
import { PlaceSearchInput } from './place-search-input';
import { usePlaceLabels } from './place-labels';

interface TopPlacesFieldProps {
  legend: string;
  description: string;
  /** The ordered place ids, favourite first. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** Receives the search box (react-hook-form focuses it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

const iconButton = 'flex size-touch shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-neutral-100 hover:text-fg disabled:pointer-events-none disabled:opacity-30';

/** Exactly a top 3 of places (LIMITS.topPlaces): pick by type-ahead, reorder, remove. */
export function TopPlacesField({ legend, description, value, onChange, error, inputRef }: TopPlacesFieldProps) {
  const { t } = useTranslation('profile');
  const labels = usePlaceLabels();
  const searchRef = useRef<HTMLInputElement | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const missing = topPlacesMissing(value);

  const setRefs = (element: HTMLInputElement | null) => {
    searchRef.current = element;
    inputRef?.(element);
  };

  const pick = (place: Place) => {
    labels.remember(place);
    const next = addTopPlace(value, place.id);
    onChange(next);
    // The box goes away once the top 3 is complete; say so where focus lands.
    if (topPlacesMissing(next) === 0) setTimeout(() => doneRef.current?.focus(), 0);
  };

  const remove = (placeId: string) => {
    onChange(removeTopPlace(value, placeId));
    setTimeout(() => searchRef.current?.focus(), 0);
  };

  return (
    <Fieldset legend={legend} description={description} error={error} legendAside={<span aria-live="polite">{t('places.progress', { count: value.length, total: TOP_PLACES })}</span>}>
      {({ describedBy, invalid }) => (
        <div className="flex flex-col gap-3">
          {value.length > 0 ? (
            <ol className="flex flex-col gap-2">
              {value.map((placeId, index) => {
                const place = labels.get(placeId);
                const name = place?.displayName ?? placeId;
                return (
                  <li key={placeId} className="flex items-center gap-2 rounded-xl border border-border bg-surface py-1 pr-0.5 pl-2.5 shadow-xs">
                    <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-600 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <span className="min-w-0 flex-1 py-1">
                      <span className="sr-only">{t('places.rank', { rank: index + 1 })} </span>
                      <span className="line-clamp-2 font-semibold break-words text-fg">{place?.name ?? placeId}</span>
                      <span className="flex items-center gap-1 text-sm text-fg-muted">
                        {place?.kind === 'country' ? <Globe2 aria-hidden="true" className="size-3.5 shrink-0" /> : <Building2 aria-hidden="true" className="size-3.5 shrink-0" />}
                        <span className="truncate">{place?.kind === 'city' ? place.country : t('places.country')}</span>
                      </span>
                    </span>
                    <span className="flex shrink-0">
                      {value.length > 1 ? (
                        <>
                          <button type="button" className={iconButton} disabled={index === 0} onClick={() => onChange(moveTopPlace(value, index, -1))} aria-label={t('places.moveUp', { place: name })}>
                            <ArrowUp aria-hidden="true" className="size-5" />
                          </button>
                          <button
                            type="button"
                            className={iconButton}
                            disabled={index === value.length - 1}
                            onClick={() => onChange(moveTopPlace(value, index, 1))}
                            aria-label={t('places.moveDown', { place: name })}
                          >
                            <ArrowDown aria-hidden="true" className="size-5" />
                          </button>
                        </>
                      ) : null}
                      <button type="button" className={iconButton} onClick={() => remove(placeId)} aria-label={t('places.remove', { place: name })}>
                        <X aria-hidden="true" className="size-5" />
                      </button>
                    </span>
                  </li>
                );
              })}
            </ol>
          ) : null}
          {missing > 0 ? (
            <PlaceSearchInput
              ref={setRefs}
              onPick={pick}
              exclude={value}
              aria-label={t('places.addLabel', { list: legend, rank: value.length + 1, total: TOP_PLACES })}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              placeholder={t('places.addPlaceholder', { rank: value.length + 1, total: TOP_PLACES })}
            />
          ) : (
            <p ref={doneRef} tabIndex={-1} className={cn('flex items-center gap-2 rounded-lg text-sm font-medium text-success-700 focus-visible:outline-offset-4')}>
              <CircleCheck aria-hidden="true" className="size-4.5" />
              {t('places.complete')}
            </p>
          )}
        </div>
      )}
    </Fieldset>
  );
}
