import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorName, RegisterInput, V } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister } from '../api/register';
import { AuthCard, FooterPrompt } from './auth-card';
import { linkClasses } from './login-screen';
import { PasswordChecklist } from './password-checklist';

/** The register contract plus a confirmation that must match. */
const SignUpForm = RegisterInput.extend({
  confirmPassword: z.string().min(1, { error: V.required }),
}).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  error: V.passwordsMismatch,
});

export function SignUpScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signUp.documentTitle'));
  const navigate = useNavigate();
  const register = useRegister();
  const [formError, setFormError] = useState<string>();
  const [accountExists, setAccountExists] = useState(false);
  const form = useForm({
    resolver: zodResolver(SignUpForm),
    defaultValues: { email: '', username: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ email, username, password: pw }) => {
    setFormError(undefined);
    setAccountExists(false);
    try {
      const account = await register.mutateAsync({ email, username, password: pw });
      await navigate({
        to: '/validate-account',
        search: { username: account.username, email: account.email, redirect },
      });
    } catch (error) {
      if (isApiError(error, ErrorName.UsernameExists)) {
        form.setError('email', { type: 'server', message: errorText(error) }, { shouldFocus: true });
        setAccountExists(true);
        return;
      }
      reportSubmitError(error, form.setError, ['email', 'username', 'password'], setFormError);
    }
  });

  return (
    <AuthCard
      title={t('signUp.title')}
      description={t('signUp.description')}
      footer={
        <FooterPrompt question={t('signUp.haveAccount')}>
          <Link to="/login" search={{ redirect }} className={linkClasses}>
            {t('signUp.logInLink')}
          </Link>
        </FooterPrompt>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormField
          label={t('emailLabel')}
          error={fieldErrorText(errors.email)}
          description={
            accountExists ? (
              <span>
                {t('signUp.accountExistsHint')}{' '}
                <Link to="/login" search={{ redirect, email: form.getValues('email') }} className={linkClasses}>
                  {t('signUp.logInLink')}
                </Link>
              </span>
            ) : undefined
          }
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
        <FormField label={t('usernameLabel')} error={fieldErrorText(errors.username)} description={t('usernameHint')}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('usernamePlaceholder')}
            {...form.register('username')}
          />
        </FormField>
        <FormField
          label={t('passwordLabel')}
          error={fieldErrorText(errors.password)}
          description={<PasswordChecklist value={password} />}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('confirmPasswordLabel')} error={fieldErrorText(errors.confirmPassword)}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} className="mt-1">
          {t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
