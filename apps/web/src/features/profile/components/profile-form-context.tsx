import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileInput } from '@mingle/contracts';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { profileFieldErrors, type ProfileField, type ProfileFormValues } from '../utils/profile-form';

type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileInput>;

interface ProfileFormTools {
  form: ProfileForm;
  /** Checks these fields by the contract, shows their errors and focuses the first; true when all pass. */
  validateFields: (fields: readonly ProfileField[]) => boolean;
  /** After a change: re-checks a field that is showing an error, so it clears as soon as it is fixed. */
  revalidate: (field: ProfileField) => void;
}

const ProfileFormContext = createContext<ProfileFormTools | null>(null);

/** One profile form (setup wizard or edit), validated by the contract's ProfileInput. */
export function useProfileForm(initial: ProfileFormValues): ProfileFormTools {
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const validateFields = useCallback(
    (fields: readonly ProfileField[], focus = true) => {
      const errors = profileFieldErrors(form.getValues(), fields);
      let first: ProfileField | undefined;
      for (const field of fields) {
        const key = errors[field];
        if (key) {
          form.setError(field, { type: 'validate', message: key });
          first ??= field;
        } else {
          form.clearErrors(field);
        }
      }
      if (first && focus) form.setFocus(first);
      return first === undefined;
    },
    [form],
  );

  const revalidate = useCallback(
    (field: ProfileField) => {
      if (form.formState.isSubmitted) return; // react-hook-form re-validates on change by itself then
      if (form.getFieldState(field).error) {
        const errors = profileFieldErrors(form.getValues(), [field]);
        const key = errors[field];
        if (key) form.setError(field, { type: 'validate', message: key });
        else form.clearErrors(field);
      }
    },
    [form],
  );

  return useMemo(() => ({ form, validateFields: (fields) => validateFields(fields), revalidate }), [form, validateFields, revalidate]);
}

export function ProfileFormProvider({ tools, children }: { tools: ProfileFormTools; children: ReactNode }) {
  return (
    <ProfileFormContext value={tools}>
      <FormProvider {...tools.form}>{children}</FormProvider>
    </ProfileFormContext>
  );
}

export function useProfileFormTools(): ProfileFormTools {
  const tools = use(ProfileFormContext);
  if (!tools) throw new Error('useProfileFormTools needs a ProfileFormProvider');
  return tools;
}
