import { useBlocker } from '@tanstack/react-router';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first: a dialog for a link or the back button, the
 * browser's own prompt for closing or reloading the tab. Never while saving or once saved, so the
 * move to the saved page is never held up.
 */
export function UnsavedChangesGuard<T extends FieldValues, Output>({ control }: { control: Control<T, unknown, Output> }) {
  const { t } = useTranslation('common');
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState({ control });
  const when = isDirty && !isSubmitting && !isSubmitSuccessful;
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
