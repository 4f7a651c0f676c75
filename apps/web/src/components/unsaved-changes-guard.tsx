import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first: a dialog for a link or the back button, the
 * browser's own prompt for closing or reloading the tab. `when` is false while saving, so the
 * move to the saved page is never held up.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
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
