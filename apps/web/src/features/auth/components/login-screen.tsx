import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorName, LoginInput } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api';
import { fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { resendCode } from '../api/resend-code';
import { AuthCard, FooterPrompt } from './auth-card';
import { useCompleteSignIn } from './use-complete-sign-in';

export const linkClasses = 'rounded-sm py-3 -my-3 font-semibold text-primary-700 underline-offset-4 hover:underline';

interface LoginScreenProps {
  redirect?: string;
  /** Prefilled after sign-up verification or a password reset. */
  email?: string;
}

export function LoginScreen({ redirect, email }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const navigate = useNavigate();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await completeSignIn(await login.mutateAsync(values), redirect);
    } catch (error) {
      if (isApiError(error, ErrorName.UserNotConfirmed)) {
        // Not verified yet: send a fresh code and take them to the code screen.
        await resendCode({ email: values.email }).catch(() => undefined);
        toast.info(t('login.notVerified', { email: values.email }));
        await navigate({
          to: '/validate-account',
          search: { username: values.email.split('@')[0] || values.email, email: values.email, redirect },
        });
        return;
      }
      reportSubmitError(error, form.setError, ['email', 'password'], setFormError);
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <FooterPrompt question={t('login.noAccount')}>
          <Link to="/sign-up" search={{ redirect }} className={linkClasses}>
            {t('login.signUpLink')}
          </Link>
        </FooterPrompt>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormField label={t('emailLabel')} error={fieldErrorText(errors.email)}>
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
        <FormField
          label={t('passwordLabel')}
          error={fieldErrorText(errors.password)}
          labelAside={
            <Link to="/forgot-password" search={{ redirect }} className={`text-sm ${linkClasses}`}>
              {t('login.forgotPassword')}
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} className="mt-1">
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
