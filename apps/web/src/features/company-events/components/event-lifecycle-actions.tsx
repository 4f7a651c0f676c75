import { LIMITS, type CompanyEvent } from '@mingle/contracts';
import { eventEnded } from '@mingle/contracts/event-lifecycle';
import { useNavigate } from '@tanstack/react-router';
import { Archive, Ban, DoorClosed, DoorOpen, Rocket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { archiveCompanyEvent, cancelCompanyEvent, publishCompanyEvent, useDeleteCompanyEvent, useEventMove } from '../api/event-lifecycle';
import { useUpdateCompanyEvent } from '../api/update-company-event';

type Open = 'cancel' | 'archive' | 'delete' | undefined;

/**
 * The moves of the event's life that apply to it now (decision 032): publish a draft, close or
 * reopen registration, cancel (telling the attendees), archive once ended or cancelled, delete
 * while nobody has joined. Each destructive one asks first, naming the event.
 */
export function EventLifecycleActions({ slug, event }: { slug: string; event: CompanyEvent }) {
  const { t } = useTranslation('companyEvents');
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>();
  const [message, setMessage] = useState('');
  const publish = useEventMove(event.id, () => publishCompanyEvent(event.id));
  const cancel = useEventMove(event.id, (text: string) => cancelCompanyEvent(event.id, text.trim() || undefined));
  const archive = useEventMove(event.id, () => archiveCompanyEvent(event.id));
  const registration = useUpdateCompanyEvent(event.id);
  const remove = useDeleteCompanyEvent(event.id);
  const failed = (error: unknown) => notifyError(`${t('lifecycle.failed')} ${errorText(error)}`);
  const done = (text: string) => () => {
    setOpen(undefined);
    notifySuccess(text);
  };

  const { status } = event;
  const ended = eventEnded(event);
  const closedByChoice = status === 'published' && !event.registrationOpen;
  const canArchive = status === 'cancelled' || (status === 'published' && ended);
  const canDelete = event.attendeeCount === 0 && status !== 'archived';
  const canCancel = status === 'draft' || status === 'published';

  return (
    <div role="group" aria-label={t('lifecycle.actionsLabel')} className="flex flex-wrap gap-2">
      {status === 'draft' ? (
        <Button loading={publish.isPending} onClick={() => publish.mutate(undefined, { onSuccess: done(t('lifecycle.published')), onError: failed })}>
          <Rocket aria-hidden="true" className="size-4.5" />
          {t('lifecycle.publish')}
        </Button>
      ) : null}
      {status === 'published' && !ended ? (
        <Button
          variant="secondary"
          loading={registration.isPending}
          onClick={() => registration.mutate({ registrationOpen: closedByChoice }, { onSuccess: done(closedByChoice ? t('lifecycle.reopened') : t('lifecycle.closed')), onError: failed })}
        >
          {closedByChoice ? <DoorOpen aria-hidden="true" className="size-4.5" /> : <DoorClosed aria-hidden="true" className="size-4.5" />}
          {closedByChoice ? t('lifecycle.reopenRegistration') : t('lifecycle.closeRegistration')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="secondary" onClick={() => setOpen('cancel')}>
          <Ban aria-hidden="true" className="size-4.5" />
          {t('lifecycle.cancel')}
        </Button>
      ) : null}
      {canArchive ? (
        <Button variant="secondary" onClick={() => setOpen('archive')}>
          <Archive aria-hidden="true" className="size-4.5" />
          {t('lifecycle.archive')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="secondary" onClick={() => setOpen('delete')}>
          <Trash2 aria-hidden="true" className="size-4.5" />
          {t('lifecycle.delete')}
        </Button>
      ) : null}

      <Dialog open={open === 'cancel'} onOpenChange={(next) => setOpen(next ? 'cancel' : undefined)}>
        <DialogContent title={t('lifecycle.cancelTitle', { name: event.name })} description={t('lifecycle.cancelDescription', { count: event.attendeeCount })}>
          <FormField label={t('lifecycle.cancelMessage')} description={t('lifecycle.cancelMessageHint')}>
            <Textarea value={message} maxLength={LIMITS.cancellationMessageMax} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('lifecycle.keep')}</Button>
            </DialogClose>
            <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(message, { onSuccess: done(t('lifecycle.cancelled')), onError: failed })}>
              {t('lifecycle.cancelConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={open === 'archive'}
        onOpenChange={(next) => setOpen(next ? 'archive' : undefined)}
        title={t('lifecycle.archiveTitle', { name: event.name })}
        description={t('lifecycle.archiveDescription')}
        confirmLabel={t('lifecycle.archiveConfirm')}
        cancelLabel={t('lifecycle.keep')}
        pending={archive.isPending}
        onConfirm={() => archive.mutate(undefined, { onSuccess: done(t('lifecycle.archived')), onError: failed })}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : undefined)}
        title={t('lifecycle.deleteTitle', { name: event.name })}
        description={t('lifecycle.deleteDescription')}
        confirmLabel={t('lifecycle.deleteConfirm')}
        cancelLabel={t('lifecycle.keep')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              done(t('lifecycle.deleted'))();
              void navigate({ to: '/$slug/events', params: { slug } });
            },
            onError: failed,
          })
        }
      />
    </div>
  );
}
