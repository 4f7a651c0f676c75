import { zodResolver } from '@hookform/resolvers/zod';
import { ATTENDEE_MESSAGE_BODY_MAX, ATTENDEE_MESSAGE_SUBJECT_MAX, AttendeeMessageInput } from '@mingle/contracts';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { applyFieldIssues } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useMessageAttendee } from '../api/console';

interface Props {
  eventId: string;
  /** The attendee written to; null: closed. */
  to: { userId: string; name: string } | null;
  onClose: () => void;
}

const resolver = zodResolver(AttendeeMessageInput);

/** Message one attendee (decision 035): a card only they see in the app, and a mail they cannot answer. */
export function MessageAttendeeDialog({ eventId, to, onClose }: Props) {
  const { t } = useTranslation('announcements');
  const message = useMessageAttendee(eventId);
  const form = useForm<AttendeeMessageInput>({ resolver, defaultValues: { subject: '', body: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    if (!to) return;
    try {
      const sent = await message.mutateAsync({ userId: to.userId, input });
      notifySuccess(t(sent.mail ? 'message.sent' : 'message.sentAppOnly', { name: to.name }));
      close();
    } catch (error) {
      if (!applyFieldIssues(error, form.setError, ['subject', 'body'])) notifyError(errorText(error));
    }
  });
  return (
    <Dialog open={to !== null} onOpenChange={(open) => (open || isSubmitting ? undefined : close())}>
      <DialogContent title={t('message.title', { name: to?.name ?? '' })} description={t('message.description')}>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-4">
          <FormField label={t('message.subject')} error={fieldErrorText(errors.subject)}>
            <Input autoComplete="off" maxLength={ATTENDEE_MESSAGE_SUBJECT_MAX + 20} {...register('subject')} />
          </FormField>
          <FormField label={t('message.body')} description={t('form.bodyHint', { max: ATTENDEE_MESSAGE_BODY_MAX })} error={fieldErrorText(errors.body)}>
            <Textarea rows={5} {...register('body')} />
          </FormField>
          <p className="flex gap-2 rounded-xl bg-neutral-50 p-3 text-sm text-fg-muted">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('message.noReply')}
          </p>
          <DialogFooter className="mt-0">
            <DialogClose asChild>
              <Button variant="secondary">{t('form.cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              {t('message.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
