import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorName, VerifyInput } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { resendCode } from '../api/resend-code';
import { useVerifyAccount } from '../api/verify-account';
import { AuthCard, FooterPrompt } from './auth-card';
import { CodeInput } from './code-input';
import { linkClasses } from './login-screen';
import { ResendCodeButton } from './resend-code-button';

const CodeForm = VerifyInput.pick({ code: true });

/** Errors that belong at the code field (spec 5: 'Invalid verification code.'). */
const CODE_ERRORS: string[] = [ErrorName.CodeMismatch, ErrorName.ExpiredCode, ErrorName.TooManyRequests];

interface ValidateAccountScreenProps {
  username: string;
  email: string;
  redirect?: string;
}

export function ValidateAccountScreen({ email, redirect }: ValidateAccountScreenProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('validateAccount.documentTitle'));
  const navigate = useNavigate();
  const verify = useVerifyAccount();
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await verify.mutateAsync({ email, code });
      notifySuccess(t('validateAccount.success'));
      await navigate({ to: '/login', search: { email, redirect } });
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
      await resendCode({ email });
      notifySuccess(t('resend.sent', { email }));
    } catch (error) {
      if (isApiError(error) && error.code < 500) notifyError(errorText(error));
      throw error;
    }
  };

  return (
    <AuthCard
      icon={MailCheck}
      title={t('validateAccount.title')}
      description={
        <Trans
          t={t}
          i18nKey="validateAccount.description"
          values={{ email }}
          components={{ strong: <strong className="font-semibold break-words text-fg" /> }}
        />
      }
      footer={
        <FooterPrompt question={t('validateAccount.wrongEmail')}>
          <Link to="/sign-up" search={{ redirect }} className={linkClasses}>
            {t('validateAccount.startOver')}
          </Link>
        </FooterPrompt>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormField label={t('codeLabel')} error={fieldErrorText(errors.code)}>
          <CodeInput autoFocus {...form.register('code')} />
        </FormField>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('validateAccount.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-3">
        <p className="text-center text-sm text-fg-muted">{t('validateAccount.noCode')}</p>
        <ResendCodeButton onResend={onResend} />
      </div>
    </AuthCard>
  );
}
