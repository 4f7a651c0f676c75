import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterInput, V } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { wayInOf } from '@/lib/way-in';
import { safeRedirectTarget } from '@/lib/redirects';
import { useRegister } from '../api/register';
import { AuthForm, AuthScreen, EmailField, FooterLink, NewPasswordFields } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';

/** The register contract plus a confirmation that must match. */
const SignUpForm = RegisterInput.extend({
  confirmPassword: z.string().min(1, { error: V.required }),
}).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  error: V.passwordsMismatch,
});

export function SignUpScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(SignUpForm),
    defaultValues: { email: '', username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = useAuthSubmit(form, ['email', 'username', 'password'], async ({ email, username, password: pw }) => {
    // Signing up from an event's join link: the mail's link joins it too.
    const join = wayInOf(redirect)?.slug;
    // Anywhere else (an invitation, say), the mail's link brings them back there too.
    const back = join ? undefined : safeRedirectTarget(redirect);
    const account = await register.mutateAsync({ email, username, password: pw, ...(join ? { join } : back ? { redirect: back } : {}) });
    await navigate({
      to: '/validate-account',
      search: { username: account.username, email: account.email, redirect },
    });
  });

  return (
    <AuthScreen copy="signUp" footer={<FooterLink question={t('signUp.haveAccount')} to="/login" search={{ redirect }} label={t('signUp.logInLink')} />}>
      <AuthForm {...submit} submitLabel={t('signUp.submit')} submitClassName="mt-1">
        <EmailField field={form.register('email')} error={errors.email} />
        <FormField label={t('usernameLabel')} error={fieldErrorText(errors.username)} description={t('usernameHint')}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder={t('usernamePlaceholder')} {...form.register('username')} />
        </FormField>
        <NewPasswordFields label={t('passwordLabel')} value={password} password={form.register('password')} confirmation={form.register('confirmPassword')} errors={errors} />
      </AuthForm>
    </AuthScreen>
  );
}
