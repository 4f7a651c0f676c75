import { Link } from '@tanstack/react-router';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { fieldErrorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, FooterPrompt } from './auth-card';
import { PasswordChecklist } from './password-checklist';

export const linkClasses = 'rounded-sm py-3 -my-3 font-semibold text-primary-700 underline-offset-4 hover:underline';

interface AuthScreenProps extends Omit<ComponentProps<typeof AuthCard>, 'title' | 'eyebrow'> {
  /** The screen's copy in the auth namespace: its documentTitle, title and description. */
  copy: 'login' | 'signUp' | 'forgotPassword' | 'validateAccount';
}

/** A one-step auth screen: tab title, card title and description from its copy, then the card body. */
export function AuthScreen({ copy, description, ...card }: AuthScreenProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t(`${copy}.documentTitle`));
  return <AuthCard title={t(`${copy}.title`)} description={description ?? t(`${copy}.description`)} {...card} />;
}

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown above the fields: a refusal that belongs to no single field. */
  error?: ReactNode;
  submitting: boolean;
  submitLabel: string;
  submitClassName?: string;
  children: ReactNode;
}

/** The auth screens' form: the form-level error, the fields, one large submit button. */
export function AuthForm({ onSubmit, error, submitting, submitLabel, submitClassName, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {error ? <Alert>{error}</Alert> : null}
      {children}
      <Button type="submit" size="lg" fullWidth loading={submitting} className={submitClassName}>
        {submitLabel}
      </Button>
    </form>
  );
}

interface EmailFieldProps {
  field: UseFormRegisterReturn;
  error?: FieldError;
  description?: ReactNode;
  autoFocus?: boolean;
}

/** The account's email, with the keyboard and autofill an address wants. */
export function EmailField({ field, error, description, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('emailLabel')} error={fieldErrorText(error)} description={description}>
      <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} placeholder={t('emailPlaceholder')} autoFocus={autoFocus} {...field} />
    </FormField>
  );
}

interface NewPasswordFieldsProps {
  label: string;
  /** What is typed so far, for the live rule checklist. */
  value: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  autoFocus?: boolean;
}

/** A new password under the password rule (contracts: isStrongPassword), then the same again to catch a typo. */
export function NewPasswordFields({ label, value, password, confirmation, errors, autoFocus }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={label} error={fieldErrorText(errors.password)} description={<PasswordChecklist value={value} />}>
        <PasswordInput autoComplete="new-password" autoFocus={autoFocus} {...password} />
      </FormField>
      <FormField label={t('confirmPasswordLabel')} error={fieldErrorText(errors.confirmPassword)}>
        <PasswordInput autoComplete="new-password" {...confirmation} />
      </FormField>
    </>
  );
}

type FooterLinkProps = { question: ReactNode; label: ReactNode } & ({ to: '/login'; search: { redirect?: string; email?: string } } | { to: '/sign-up'; search: { redirect?: string } });

/** The card footer's "Question? Link" to another auth screen. */
export function FooterLink({ question, label, ...link }: FooterLinkProps) {
  return (
    <FooterPrompt question={question}>
      <Link {...link} className={linkClasses}>
        {label}
      </Link>
    </FooterPrompt>
  );
}
