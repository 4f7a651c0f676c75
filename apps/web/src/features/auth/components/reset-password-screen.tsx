import { zodResolver } from '@hookform/resolvers/zod';
import { V, password as passwordRule } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AuthCard } from './auth-card';
import { AuthForm, FooterLink, linkClasses, NewPasswordFields } from './auth-form-parts';
import { CodeForm, CodeSentDescription } from './code-form';
import { useAuthSubmit } from './use-auth-submit';

const NewPasswordForm = z.object({ password: passwordRule, confirmPassword: z.string().min(1, { error: V.required }) }).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  error: V.passwordsMismatch,
});

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

  const footer = <FooterLink question={t('forgotPassword.remembered')} to="/login" search={{ redirect, email }} label={t('resetPassword.backToLogin')} />;

  return resetToken ? (
    <NewPasswordStep email={email} redirect={redirect} resetToken={resetToken} onRestart={() => setResetToken(undefined)} footer={footer} />
  ) : (
    <CodeStep email={email} onVerified={setResetToken} footer={footer} />
  );
}

function CodeStep({ email, onVerified, footer }: { email: string; onVerified: (token: string) => void; footer: ReactNode }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyResetCode();

  const onCode = async (code: string) => {
    const { resetToken } = await verify.mutateAsync({ email, code });
    onVerified(resetToken);
  };

  return (
    <AuthCard
      icon={KeyRound}
      eyebrow={t('resetPassword.step', { current: 1, total: TOTAL_STEPS })}
      title={t('resetPassword.codeTitle')}
      description={<CodeSentDescription i18nKey="resetPassword.codeDescription" email={email} />}
      footer={footer}
    >
      <CodeForm email={email} submitLabel={t('resetPassword.codeSubmit')} onCode={onCode} sendCode={() => forgotPassword({ email })} />
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
  const form = useForm({ resolver: zodResolver(NewPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const submit = useAuthSubmit(form, ['password'], async (values) => {
    await reset.mutateAsync({ email, resetToken, password: values.password });
    notifySuccess(t('resetPassword.success'));
    await navigate({ to: '/login', search: { email, redirect } });
  });

  return (
    <AuthCard
      icon={LockKeyhole}
      eyebrow={t('resetPassword.step', { current: 2, total: TOTAL_STEPS })}
      title={t('resetPassword.passwordTitle')}
      description={t('resetPassword.passwordDescription')}
      footer={footer}
    >
      <AuthForm
        {...submit}
        error={
          submit.error ? (
            <>
              <p>{submit.error}</p>
              <button type="button" onClick={onRestart} className={`mt-1 ${linkClasses}`}>
                {t('resetPassword.startAgain')}
              </button>
            </>
          ) : undefined
        }
        submitLabel={t('resetPassword.passwordSubmit')}
      >
        {/* Lets password managers pair the new password with the account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          label={t('newPasswordLabel')}
          value={password}
          password={form.register('password')}
          confirmation={form.register('confirmPassword')}
          errors={form.formState.errors}
          autoFocus
        />
      </AuthForm>
    </AuthCard>
  );
}
