import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/toast';
import { wayInOf } from '@/lib/way-in';
import { resendCode } from '../api/resend-code';
import { useVerifyAccount } from '../api/verify-account';
import { AuthScreen, FooterLink } from './auth-form-parts';
import { CodeForm, CodeSentDescription } from './code-form';
import { useCompleteSignIn } from './use-complete-sign-in';

interface ValidateAccountScreenProps {
  username: string;
  email: string;
  redirect?: string;
}

/**
 * The code signs in at once (no second log-in); a sign-up that started at an event's join link, or
 * at someone's connection code, joins that event in the same step and goes on to its profile setup.
 */
export function ValidateAccountScreen({ email, redirect }: ValidateAccountScreenProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifyAccount();
  const completeSignIn = useCompleteSignIn();

  const onCode = async (code: string) => {
    const join = wayInOf(redirect)?.slug;
    const response = await verify.mutateAsync({ email, code, ...(join ? { join } : {}) });
    notifySuccess(t('validateAccount.success'));
    await completeSignIn(response, redirect);
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
