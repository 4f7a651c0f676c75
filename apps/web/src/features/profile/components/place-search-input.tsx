import type { Place } from '@mingle/contracts';
import { Building2, Globe2, Search } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption, type AutocompleteProps } from '@/components/ui/autocomplete';
import { usePlaceSearch } from '../api/search-places';

type PassThrough = Omit<AutocompleteProps, 'value' | 'onValueChange' | 'options' | 'onSelectOption' | 'loading' | 'loadingText' | 'emptyText' | 'listLabel'>;

interface PlaceSearchInputProps extends PassThrough {
  onPick: (place: Place) => void;
  /** Places already chosen: shown, but not choosable again. */
  exclude?: readonly string[];
  /** Controlled text, for fields that show the chosen place in the box. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** Whether suggestions may open (false while the box just shows the chosen place). */
  suggest?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A city-or-country type-ahead against GET /places (debounced, keyboard driven). */
export function PlaceSearchInput({ onPick, exclude = [], text, onTextChange, suggest = true, ...props }: PlaceSearchInputProps) {
  const { t } = useTranslation('profile');
  const [ownText, setOwnText] = useState('');
  const value = text ?? ownText;
  const setValue = onTextChange ?? setOwnText;
  const { places, searching } = usePlaceSearch(suggest ? value : '');
  const byId = new Map(places.map((place) => [place.id, place]));

  const options: AutocompleteOption[] = places.map((place) => {
    const taken = exclude.includes(place.id);
    return {
      value: place.id,
      label: place.name,
      // "Ohio, United States": the region tells places of one name apart.
      description: taken ? t('places.alreadyChosen') : place.kind === 'city' ? [place.region, place.country].filter(Boolean).join(', ') : t('places.country'),
      leading: place.kind === 'city' ? <Building2 className="size-5" /> : <Globe2 className="size-5" />,
      disabled: taken,
    };
  });

  return (
    <Autocomplete
      icon={<Search className="size-5" />}
      placeholder={t('places.placeholder')}
      {...props}
      value={value}
      onValueChange={setValue}
      options={suggest ? options : []}
      showSuggestions={suggest}
      onSelectOption={(option) => {
        const place = byId.get(option.value);
        if (!place) return;
        if (text === undefined) setOwnText('');
        onPick(place);
      }}
      loading={suggest && searching}
      loadingText={t('places.searching')}
      emptyText={t('places.noResults')}
      listLabel={t('places.listLabel')}
    />
  );
}
