import { useNavigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/toast';
import { resendCode } from '../api/resend-code';
import { useVerifyAccount } from '../api/verify-account';
import { AuthScreen, FooterLink } from './auth-form-parts';
import { CodeForm, CodeSentDescription } from './code-form';

interface ValidateAccountScreenProps {
  username: string;
  email: string;
  redirect?: string;
}

export function ValidateAccountScreen({ email, redirect }: ValidateAccountScreenProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifyAccount();

  const onCode = async (code: string) => {
    await verify.mutateAsync({ email, code });
    notifySuccess(t('validateAccount.success'));
    await navigate({ to: '/login', search: { email, redirect } });
  };

  return (
    <AuthScreen
      copy="validateAccount"
      icon={MailCheck}
      description={<CodeSentDescription i18nKey="validateAccount.description" email={email} />}
      footer={<FooterLink question={t('validateAccount.wrongEmail')} to="/sign-up" search={{ redirect }} label={t('validateAccount.startOver')} />}
    >
      <CodeForm email={email} submitLabel={t('validateAccount.submit')} onCode={onCode} sendCode={() => resendCode({ email })} />
    </AuthScreen>
  );
}
