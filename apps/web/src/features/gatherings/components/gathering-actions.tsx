import type { Gathering } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { CalendarX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCancelGathering, useDeleteGathering } from '../api/cancel-gathering';
import { groupGatheringsLink, type GatheringsPlace } from '../lib/links';

/** The longest word to the people going (the server's limit). */
const NOTE_MAX = 500;

/**
 * Cancel (the people going are told, with an optional word) and, while nobody but its creator
 * answered, delete: for the creator and the organisers. Each asks first, naming the gathering.
 */
export function GatheringActions({ place, gathering }: { place: GatheringsPlace; gathering: Gathering }) {
  const { t } = useTranslation('gatherings');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const [note, setNote] = useState('');
  const cancel = useCancelGathering(place.slug, gathering.groupId, gathering.id);
  const remove = useDeleteGathering(place.slug, gathering.groupId, gathering.id);
  // Everyone going but me hears of it.
  const told = gathering.goingCount - (gathering.myStatus === 'going' ? 1 : 0);
  const close = (open: boolean) => (open || cancel.isPending || remove.isPending ? undefined : setAsking(null));

  const confirmCancel = () =>
    cancel.mutateAsync(note).then(
      () => {
        setAsking(null);
        notifySuccess(t('cancelGathering.done'));
      },
      (error: unknown) => notifyError(errorText(error)),
    );
  const confirmDelete = () =>
    remove.mutateAsync().then(
      async () => {
        setAsking(null);
        notifySuccess(t('deleteGathering.done'));
        await navigate(groupGatheringsLink(place, gathering.groupId));
      },
      (error: unknown) => notifyError(errorText(error)),
    );

  if (!gathering.canEdit && !gathering.canDelete) return null;
  return (
    <>
      {gathering.canEdit ? (
        <Button variant="secondary" onClick={() => setAsking('cancel')}>
          <CalendarX aria-hidden="true" className="size-4" />
          {t('cancelGathering.action')}
        </Button>
      ) : null}
      {gathering.canDelete ? (
        <Button variant="secondary" onClick={() => setAsking('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('deleteGathering.action')}
        </Button>
      ) : null}
      <Dialog open={asking === 'cancel'} onOpenChange={close}>
        <DialogContent title={t('cancelGathering.title', { title: gathering.title })} description={t('cancelGathering.text', { count: told })}>
          <FormField label={t('cancelGathering.note')} description={t('cancelGathering.noteHint')}>
            <Textarea rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('cancelGathering.keep')}</Button>
            </DialogClose>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              {t('cancelGathering.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={close}
        title={t('deleteGathering.title', { title: gathering.title })}
        description={t('deleteGathering.text')}
        confirmLabel={t('deleteGathering.confirm')}
        cancelLabel={t('cancelGathering.keep')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
