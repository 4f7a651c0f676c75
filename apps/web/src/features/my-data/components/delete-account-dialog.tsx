import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api';
import { errorText, issueText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { notifySuccess } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting the account, after the password again (decision 020). The dialog names what goes,
 * including the company an organiser runs; done, the person is signed out and lands on the home page.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useTranslation('myData');
  const session = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const company = session.auth.get().membership?.slug;

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setFieldError(undefined);
      setFormError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(undefined);
    if (!password) return setFieldError(issueText('required'));
    try {
      await remove.mutateAsync({ password });
    } catch (error) {
      const issue = isApiError(error) ? error.issues.find((i) => i.field === 'password') : undefined;
      if (issue) setFieldError(issueText(issue.key, issue.message));
      else setFormError(errorText(error));
      return;
    }
    session.signOut();
    notifySuccess(t('account.deleted'));
    await navigate({ to: '/', replace: true });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t('account.title')}
        description={
          <>
            {t('account.description')} {company ? t('account.company', { company }) : null}
          </>
        }
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {formError ? <Alert>{formError}</Alert> : null}
          <FormField label={t('account.password')} error={fieldError} description={t('account.passwordHint')}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={remove.isPending}>
              {t('account.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
