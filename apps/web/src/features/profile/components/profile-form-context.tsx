import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileInput } from '@mingle/contracts';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { ProfileField, ProfileFormValues } from '../utils/profile-form';

type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileInput>;

interface ProfileFormTools {
  form: ProfileForm;
  /** After a change: re-checks a field that is showing an error, so it clears as soon as it is fixed. */
  revalidate: (field: ProfileField) => void;
}

const ProfileFormContext = createContext<ProfileFormTools | null>(null);

/**
 * One profile form (setup wizard or edit), validated by the contract's ProfileInput; a wizard step
 * checks its own fields with `form.trigger`.
 */
export function useProfileForm(initial: ProfileFormValues): ProfileFormTools {
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const revalidate = useCallback(
    (field: ProfileField) => {
      if (form.formState.isSubmitted) return; // react-hook-form re-validates on change by itself then
      if (form.getFieldState(field).error) void form.trigger(field);
    },
    [form],
  );

  return useMemo(() => ({ form, revalidate }), [form, revalidate]);
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
