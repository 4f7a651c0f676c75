import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@/lib/error-text';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';

type ImageUploadControllerProps<T extends FieldValues> = Omit<ImageUploadFieldProps, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  /** The form's field that keeps the upload id. */
  name: FieldPath<T>;
  /** The new image's address (null once removed), for a form that shows it elsewhere too. */
  onImageChange?: (url: string | null) => void;
};

/** An image field of a form: the upload id is the form's value, and the form's error is the field's. */
export function ImageUploadController<T extends FieldValues>({ control, name, onImageChange, ...image }: ImageUploadControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...image}
          value={field.value}
          onChange={(id, url) => {
            field.onChange(id);
            onImageChange?.(url);
          }}
          error={fieldErrorText(fieldState.error)}
        />
      )}
    />
  );
}
