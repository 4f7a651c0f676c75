import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useBlockPerson } from '../api/block-person';

interface BlockDialogProps {
  slug: string;
  person: { userId: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block: the screen may no longer show them (their profile, our chat). */
  onBlocked?: () => void;
}

/** Asks first, naming what a block does: both ways, at this event, silently (decision 019). */
export function BlockDialog({ slug, person, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation('safety');
  const block = useBlockPerson(slug);
  // The promise keeps the confirm button locked until the answer: a double tap blocks once.
  const confirm = () =>
    block.mutateAsync(person.userId).then(
      () => {
        onOpenChange(false);
        notifySuccess(t('block.done', { name: person.name }));
        onBlocked?.();
      },
      (error: unknown) => notifyError(`${t('block.failed', { name: person.name })} ${errorText(error)}`),
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (block.isPending ? undefined : onOpenChange(next))}
      title={t('block.title', { name: person.name })}
      description={t('block.text')}
      confirmLabel={t('block.confirm')}
      cancelLabel={t('cancel')}
      pending={block.isPending}
      onConfirm={confirm}
    />
  );
}
