import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorName, VerifyInput } from '@mingle/contracts';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { isApiError, type ApiError } from '@/lib/api';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { AuthForm } from './auth-form-parts';
import { CodeInput } from './code-input';
import { ResendCodeButton } from './resend-code-button';
import { useAuthSubmit } from './use-auth-submit';

const CodeValues = VerifyInput.pick({ code: true });

/** Errors that belong at the code field ('Invalid verification code.', an expired code, too many tries). */
const CODE_ERRORS = [ErrorName.CodeMismatch, ErrorName.ExpiredCode, ErrorName.TooManyRequests];

interface CodeFormProps {
  email: string;
  submitLabel: string;
  /** Checks the code; rejects with the server's refusal. */
  onCode: (code: string) => Promise<void>;
  /** Mails a fresh code. */
  sendCode: () => Promise<unknown>;
}

/** A card body that asks for the code mailed to `email`, with a way to get a fresh one. */
export function CodeForm({ email, submitLabel, onCode, sendCode }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(CodeValues), defaultValues: { code: '' } });
  const atCodeField = (error: ApiError) => form.setError('code', { type: 'server', message: errorText(error) }, { shouldFocus: true });
  const submit = useAuthSubmit(form, ['code'], ({ code }) => onCode(code), Object.fromEntries(CODE_ERRORS.map((name) => [name, atCodeField])));

  const onResend = async () => {
    try {
      await sendCode();
      notifySuccess(t('resend.sent', { email }));
    } catch (error) {
      if (isApiError(error) && error.code < 500) notifyError(errorText(error));
      throw error;
    }
  };

  return (
    <>
      <AuthForm {...submit} submitLabel={submitLabel}>
        <FormField label={t('codeLabel')} error={fieldErrorText(form.formState.errors.code)}>
          <CodeInput autoFocus {...form.register('code')} />
        </FormField>
      </AuthForm>
      <div className="mt-6 flex flex-col gap-3">
        <p className="text-center text-sm text-fg-muted">{t('validateAccount.noCode')}</p>
        <ResendCodeButton onResend={onResend} />
      </div>
    </>
  );
}

/** The card's "we sent a code to {email}" line, the address in bold. */
export function CodeSentDescription({ i18nKey, email }: { i18nKey: 'validateAccount.description' | 'resetPassword.codeDescription'; email: string }) {
  const { t } = useTranslation('auth');
  return <Trans t={t} i18nKey={i18nKey} values={{ email }} components={{ strong: <strong className="font-semibold break-words text-fg" /> }} />;
}
