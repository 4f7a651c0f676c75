import type { Place } from '@mingle/contracts';
import { X } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSearchInput } from './place-search-input';
import { usePlaceLabels } from './place-labels';

interface HometownFieldProps {
  /** The chosen place's id, or ''. */
  value: string;
  onChange: (placeId: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** From FormField: the label's target and the error/help description. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * One place, chosen by type-ahead. The box shows the chosen place; typing searches again, and
 * leaving the box without choosing puts the chosen place back.
 */
export function HometownField({ value, onChange, onBlur, inputRef, ...aria }: HometownFieldProps) {
  const { t } = useTranslation('profile');
  const labels = usePlaceLabels();
  const chosen = value ? labels.get(value) : undefined;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');

  const pick = (place: Place) => {
    labels.remember(place);
    setEditing(false);
    setText('');
    onChange(place.id);
  };

  return (
    <div className="relative">
      <PlaceSearchInput
        ref={inputRef}
        {...aria}
        text={editing ? text : (chosen?.displayName ?? '')}
        onTextChange={(next) => {
          setEditing(true);
          setText(next);
        }}
        suggest={editing}
        onPick={pick}
        onFocus={(event) => {
          if (!editing) event.currentTarget.select();
        }}
        onBlur={() => {
          if (editing && text.trim() === '') onChange('');
          setEditing(false);
          onBlur?.();
        }}
        placeholder={t('places.hometownPlaceholder')}
        className={chosen && !editing ? 'pr-12' : undefined}
      />
      {chosen && !editing ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('places.clear', { place: chosen.displayName })}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
