import { zodResolver } from '@hookform/resolvers/zod';
import { EmailInput } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/forgot-password';
import { AuthForm, AuthScreen, EmailField, FooterLink } from './auth-form-parts';
import { useAuthSubmit } from './use-auth-submit';

export function ForgotPasswordScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(EmailInput), defaultValues: { email: '' } });
  const submit = useAuthSubmit(form, ['email'], async ({ email }) => {
    await forgot.mutateAsync({ email });
    await navigate({ to: '/validate-confirm-password', search: { email, redirect } });
  });

  return (
    <AuthScreen copy="forgotPassword" icon={KeyRound} footer={<FooterLink question={t('forgotPassword.remembered')} to="/login" search={{ redirect }} label={t('forgotPassword.logInLink')} />}>
      <AuthForm {...submit} submitLabel={t('forgotPassword.submit')}>
        <EmailField field={form.register('email')} error={form.formState.errors.email} autoFocus />
      </AuthForm>
    </AuthScreen>
  );
}
