import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorName, LoginInput } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { notifyInfo } from '@/lib/toast';
import { useLogin } from '../api/login';
import { resendCode } from '../api/resend-code';
import { AuthForm, AuthScreen, EmailField, FooterLink, linkClasses } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';
import { useCompleteSignIn } from './use-complete-sign-in';

interface LoginScreenProps {
  redirect?: string;
  /** Prefilled after sign-up verification or a password reset. */
  email?: string;
}

export function LoginScreen({ redirect, email }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: email ?? '', password: '' },
  });
  const { errors } = form.formState;

  const submit = useAuthSubmit(form, ['email', 'password'], async (values) => completeSignIn(await login.mutateAsync(values), redirect), {
    // Not verified yet: 'Account not verified', then send a fresh code and take them to the code screen.
    [ErrorName.UserNotConfirmed]: async (error, values) => {
      await resendCode({ email: values.email }).catch(() => undefined);
      notifyInfo(
        <div>
          <p className="font-semibold">{errorText(error)}</p>
          <p>{t('login.notVerifiedCodeSent', { email: values.email })}</p>
        </div>,
      );
      await navigate({
        to: '/validate-account',
        search: { username: values.email.split('@')[0] || values.email, email: values.email, redirect },
      });
    },
  });

  return (
    <AuthScreen copy="login" footer={<FooterLink question={t('login.noAccount')} to="/sign-up" search={{ redirect }} label={t('login.signUpLink')} />}>
      <AuthForm {...submit} submitLabel={t('login.submit')} submitClassName="mt-1">
        <EmailField field={form.register('email')} error={errors.email} />
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
      </AuthForm>
    </AuthScreen>
  );
}
