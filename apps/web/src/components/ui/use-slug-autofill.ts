import { slugify } from '@mingle/contracts';
import { useRef, type ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

interface SlugAutofillOptions<T extends FieldValues> {
  /** The slug field the name fills in. */
  slugField: Path<T>;
  /** Longest slug the contract allows. */
  max: number;
  /** True when the slug is already chosen (an edit form): the name then never overwrites it. */
  chosen?: boolean;
}

/**
 * Fills a slug from the name (slugify from contracts) until the person types in the slug field
 * themselves; clearing the slug field hands it back to the name.
 */
export function useSlugAutofill<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setValue' | 'getFieldState' | 'formState'>, { slugField, max, chosen = false }: SlugAutofillOptions<T>) {
  const edited = useRef(chosen);
  return {
    /** Pass as register(name, { onChange }). */
    onNameChange(event: ChangeEvent<HTMLInputElement>) {
      if (edited.current) return;
      form.setValue(slugField, slugify(event.target.value, max) as PathValue<T, Path<T>>, {
        shouldDirty: true,
        // Once the form was submitted, keep its message in step with the new value.
        shouldValidate: form.formState.isSubmitted,
      });
    },
    /** Pass as register(slug, { onChange }). */
    onSlugChange(event: ChangeEvent<HTMLInputElement>) {
      edited.current = event.target.value.trim() !== '';
    },
  };
}
