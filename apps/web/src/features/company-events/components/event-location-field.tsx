import type { Place } from '@mingle/contracts';
import { Building2, Globe2, MapPin } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/autocomplete';
import { FormField } from '@/components/ui/form-field';
import { usePlaceSearch } from '@/features/profile';
import { fieldErrorText } from '@/lib/error-text';
import type { EventFormApi } from './event-form-values';

interface EventLocationFieldProps {
  form: EventFormApi;
  disabled: boolean;
  /** A place of the gazetteer was picked: the form suggests its zone (decision 036). */
  onPlace: (place: Place) => void;
}

/** The location as free text, with the gazetteer's places offered while typing; picking one fills in its name. */
export function EventLocationField({ form, disabled, onPlace }: EventLocationFieldProps) {
  const { t } = useTranslation('companyEvents');
  return (
    <Controller
      control={form.control}
      name="location"
      render={({ field, fieldState }) => (
        <LocationInput
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          label={t('fields.location')}
          error={fieldErrorText(fieldState.error)}
          onPick={(place) => {
            field.onChange(place.displayName);
            onPlace(place);
          }}
        />
      )}
    />
  );
}

interface LocationInputProps {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  disabled: boolean;
  label: string;
  error: string | undefined;
  onPick: (place: Place) => void;
}

function LocationInput({ value, onChange, onBlur, inputRef, disabled, label, error, onPick }: LocationInputProps) {
  const { t } = useTranslation('companyEvents');
  const { places, searching } = usePlaceSearch(disabled ? '' : value);
  const byId = new Map(places.map((place) => [place.id, place]));
  const options: AutocompleteOption[] = places.map((place) => ({
    value: place.id,
    label: place.name,
    description: place.kind === 'city' ? [place.region, place.country].filter(Boolean).join(', ') : t('fields.locationCountry'),
    leading: place.kind === 'city' ? <Building2 className="size-5" /> : <Globe2 className="size-5" />,
  }));
  return (
    <FormField label={label} error={error}>
      <Autocomplete
        ref={inputRef}
        icon={<MapPin className="size-5" />}
        placeholder={t('fields.locationPlaceholder')}
        disabled={disabled}
        autoComplete="off"
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        options={options}
        showSuggestions={!disabled}
        onSelectOption={(option) => {
          const place = byId.get(option.value);
          if (place) onPick(place);
        }}
        loading={!disabled && searching}
        loadingText={t('fields.locationSearching')}
        emptyText={t('fields.locationNoPlace')}
        listLabel={t('fields.locationListLabel')}
      />
    </FormField>
  );
}
