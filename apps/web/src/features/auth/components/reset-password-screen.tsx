import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorName, ResetVerifyInput, V, password as passwordRule } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AuthCard, FooterPrompt } from './auth-card';
import { CodeInput } from './code-input';
import { linkClasses } from './login-screen';
import { PasswordChecklist } from './password-checklist';
import { ResendCodeButton } from './resend-code-button';

const CodeForm = ResetVerifyInput.pick({ code: true });
const NewPasswordForm = z
  .object({ password: passwordRule, confirmPassword: z.string().min(1, { error: V.required }) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsMismatch,
  });

const CODE_ERRORS: string[] = [ErrorName.CodeMismatch, ErrorName.ExpiredCode, ErrorName.TooManyRequests];
const TOTAL_STEPS = 2;

interface ResetPasswordScreenProps {
  email: string;
  redirect?: string;
}

/** /validate-confirm-password: step 1 checks the mailed code, step 2 sets the new password. */
export function ResetPasswordScreen({ email, redirect }: ResetPasswordScreenProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.documentTitle'));
  const [resetToken, setResetToken] = useState<string>();

  const footer = (
    <FooterPrompt question={t('forgotPassword.remembered')}>
      <Link to="/login" search={{ redirect, email }} className={linkClasses}>
        {t('resetPassword.backToLogin')}
      </Link>
    </FooterPrompt>
  );

  return resetToken ? (
    <NewPasswordStep email={email} redirect={redirect} resetToken={resetToken} onRestart={() => setResetToken(undefined)} footer={footer} />
  ) : (
    <CodeStep email={email} onVerified={setResetToken} footer={footer} />
  );
}

function CodeStep({ email, onVerified, footer }: { email: string; onVerified: (token: string) => void; footer: ReactNode }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyResetCode();
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      const { resetToken } = await verify.mutateAsync({ email, code });
      onVerified(resetToken);
    } catch (error) {
      if (isApiError(error) && CODE_ERRORS.includes(error.name)) {
        form.setError('code', { type: 'server', message: errorText(error) }, { shouldFocus: true });
        return;
      }
      reportSubmitError(error, form.setError, ['code'], setFormError);
    }
  });

  const onResend = async () => {
    try {
      await forgotPassword({ email });
      notifySuccess(t('resend.sent', { email }));
    } catch (error) {
      if (isApiError(error) && error.code < 500) notifyError(errorText(error));
      throw error;
    }
  };

  return (
    <AuthCard
      icon={KeyRound}
      eyebrow={t('resetPassword.step', { current: 1, total: TOTAL_STEPS })}
      title={t('resetPassword.codeTitle')}
      description={
        <Trans
          t={t}
          i18nKey="resetPassword.codeDescription"
          values={{ email }}
          components={{ strong: <strong className="font-semibold break-words text-fg" /> }}
        />
      }
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormField label={t('codeLabel')} error={fieldErrorText(errors.code)}>
          <CodeInput autoFocus {...form.register('code')} />
        </FormField>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('resetPassword.codeSubmit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-3">
        <p className="text-center text-sm text-fg-muted">{t('validateAccount.noCode')}</p>
        <ResendCodeButton onResend={onResend} />
      </div>
    </AuthCard>
  );
}

interface NewPasswordStepProps {
  email: string;
  redirect?: string;
  resetToken: string;
  onRestart: () => void;
  footer: ReactNode;
}

function NewPasswordStep({ email, redirect, resetToken, onRestart, footer }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(NewPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await reset.mutateAsync({ email, resetToken, password: values.password });
      notifySuccess(t('resetPassword.success'));
      await navigate({ to: '/login', search: { email, redirect } });
    } catch (error) {
      reportSubmitError(error, form.setError, ['password'], setFormError);
    }
  });

  return (
    <AuthCard
      icon={LockKeyhole}
      eyebrow={t('resetPassword.step', { current: 2, total: TOTAL_STEPS })}
      title={t('resetPassword.passwordTitle')}
      description={t('resetPassword.passwordDescription')}
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? (
          <Alert>
            <p>{formError}</p>
            <button type="button" onClick={onRestart} className={`mt-1 ${linkClasses}`}>
              {t('resetPassword.startAgain')}
            </button>
          </Alert>
        ) : null}
        {/* Lets password managers pair the new password with the account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label={t('newPasswordLabel')}
          error={fieldErrorText(errors.password)}
          description={<PasswordChecklist value={password} />}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label={t('confirmPasswordLabel')} error={fieldErrorText(errors.confirmPassword)}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('resetPassword.passwordSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
