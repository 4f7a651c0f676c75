import { zodResolver } from '@hookform/resolvers/zod';
import { EmailInput } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, FooterPrompt } from './auth-card';
import { linkClasses } from './login-screen';

export function ForgotPasswordScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgotPassword.documentTitle'));
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(EmailInput), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(undefined);
    try {
      await forgot.mutateAsync({ email });
      await navigate({ to: '/validate-confirm-password', search: { email, redirect } });
    } catch (error) {
      reportSubmitError(error, form.setError, ['email'], setFormError);
    }
  });

  return (
    <AuthCard
      icon={KeyRound}
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      footer={
        <FooterPrompt question={t('forgotPassword.remembered')}>
          <Link to="/login" search={{ redirect }} className={linkClasses}>
            {t('forgotPassword.logInLink')}
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
            autoFocus
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
