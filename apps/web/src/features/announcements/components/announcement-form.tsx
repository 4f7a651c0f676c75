import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, AnnouncementInput, type Announcement, type AnnouncementPreview } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TimeInput } from '@/components/ui/time-input';
import { instantOnClock, useMomentFormat, wallClockOf } from '@/lib/dates';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { applyFieldIssues } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { audienceGroupsQueryOptions, audienceReachQueryOptions, previewAnnouncement, useSaveAnnouncement, useTestAnnouncement } from '../api/console';
import { AnnouncementPreviewPanel, AudienceReach } from './announcement-preview';

/** What the inputs hold: text in every field, and the moment to send as a date and a time on the event's clock. */
const AnnouncementFormValues = z.object({
  title: z.string(),
  body: z.string(),
  audience: z.string(),
  when: z.enum(['now', 'later']),
  sendAt: z.object({ date: z.string(), time: z.string() }),
});
export type AnnouncementFormValues = z.input<typeof AnnouncementFormValues>;

/** The fields the server's issues may name (its `sendAt` is the date and time together). */
const FIELDS: readonly Path<AnnouncementFormValues>[] = ['title', 'body', 'audience', 'sendAt'];

/** A schedule chosen without a whole date and time: the form's own message ("Choose a date and a time"). */
export const WHEN_REQUIRED = 'whenRequired';

/** What is sent: now (sendAt null), or the instant the date and time on the event's clock stand for (decision 035). */
export const announcementPayload = (values: AnnouncementFormValues, timeZone: string) => ({
  title: values.title,
  body: values.body,
  audience: values.audience,
  sendAt: values.when === 'later' ? instantOnClock(values.sendAt.date, values.sendAt.time, timeZone) : null,
});

/**
 * The form values made into the payload, checked by the contract's AnnouncementInput (its messages
 * are validation keys). A schedule without its moment is refused with WHEN_REQUIRED: to the
 * contract alone, a missing sendAt would mean "send now".
 */
export const announcementFormSchema = (timeZone: string) =>
  AnnouncementFormValues.transform((values) => announcementPayload(values, timeZone)).pipe(
    AnnouncementInput.extend({ sendAt: z.string({ error: WHEN_REQUIRED }).nullable().pipe(AnnouncementInput.shape.sendAt.unwrap()) }),
  );

const defaultsOf = (editing: Announcement | undefined, timeZone: string): AnnouncementFormValues => ({
  title: editing?.title ?? '',
  body: editing?.body ?? '',
  audience: editing?.audience ?? 'event',
  when: editing ? 'later' : 'now',
  sendAt: editing ? wallClockOf(editing.sendAt, timeZone) : { date: '', time: '' },
});

interface Props {
  event: { id: string; name: string; timeZone: string };
  /** A scheduled announcement being edited; none for a new one. */
  editing?: Announcement;
  onDone: () => void;
}

/**
 * Write an announcement: to everyone or one group, now or at a time on the event's clock. The reach
 * shows as the audience is chosen; a preview shows the mail and the card, a test mail goes to the
 * organiser, and sending asks first, naming how many it reaches (decision 035).
 */
export function AnnouncementForm({ event, editing, onDone }: Props) {
  const { t } = useTranslation('announcements');
  const eventId = event.id;
  const save = useSaveAnnouncement(eventId);
  const groups = useQuery(audienceGroupsQueryOptions(eventId));
  const resolver = useMemo(() => zodResolver(announcementFormSchema(event.timeZone)), [event.timeZone]);
  const form = useForm<AnnouncementFormValues, unknown, AnnouncementInput>({ resolver, defaultValues: defaultsOf(editing, event.timeZone) });
  const audience = useWatch({ control: form.control, name: 'audience' });
  const reach = useQuery(audienceReachQueryOptions(eventId, audience));
  const test = useTestAnnouncement(eventId);
  // The preview shown under the form, and the send waiting for its confirmation (with the fresh reach).
  const [preview, setPreview] = useState<{ input: AnnouncementInput; shown: AnnouncementPreview } | null>(null);
  const [confirming, setConfirming] = useState<{ input: AnnouncementInput; reach: AnnouncementPreview['audience'] } | null>(null);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const later = useWatch({ control: form.control, name: 'when' }) === 'later';
  const time = useMomentFormat(event.timeZone);
  const groupNameOf = (id: string) => (id === 'event' ? null : (groups.data?.items.find((g) => g.id === id) ?? null));
  // The moment's message (the schema's or the server's) is on sendAt itself, never on its date or time alone.
  const sendAtError = errors.sendAt as FieldError | undefined;
  const whenError = sendAtError?.type !== 'server' && sendAtError?.message === WHEN_REQUIRED ? t('form.whenRequired') : fieldErrorText(sendAtError);
  const whenId = useId();

  // The server's field issues go to their fields; anything else is said in a toast.
  const failed = (error: unknown) => {
    if (!applyFieldIssues(error, form.setError, FIELDS)) notifyError(errorText(error));
  };
  const showPreview = form.handleSubmit(async (input) => {
    try {
      setPreview({ input, shown: await previewAnnouncement(eventId, input) });
    } catch (error) {
      failed(error);
    }
  });
  // First the reach as it stands now, then the question; the send itself is the dialog's.
  const submit = form.handleSubmit(async (input) => {
    try {
      setConfirming({ input, reach: (await previewAnnouncement(eventId, input)).audience });
    } catch (error) {
      failed(error);
    }
  });
  const send = async () => {
    if (!confirming) return;
    try {
      const saved = await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), input: confirming.input });
      notifySuccess(t(saved.status === 'sent' ? 'done.sent' : 'done.scheduled'));
      setConfirming(null);
      onDone();
    } catch (error) {
      setConfirming(null);
      failed(error);
    }
  };
  const sendTest = async () => {
    if (!preview) return;
    try {
      const sent = await test.mutateAsync(preview.input);
      notifySuccess(t('preview.testSent', { to: sent.to }));
    } catch (error) {
      notifyError(errorText(error));
    }
  };
  const sendAt = confirming?.input.sendAt;

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(editing ? 'form.editLabel' : 'form.newLabel')} className="flex flex-col gap-5">
        <FormField label={t('form.title')} error={fieldErrorText(errors.title)}>
          <Input autoComplete="off" maxLength={ANNOUNCEMENT_TITLE_MAX + 20} {...register('title')} />
        </FormField>
        <FormField label={t('form.body')} description={t('form.bodyHint', { max: ANNOUNCEMENT_BODY_MAX })} error={fieldErrorText(errors.body)}>
          <Textarea rows={5} {...register('body')} />
        </FormField>
        <Controller
          control={form.control}
          name="audience"
          render={({ field, fieldState }) => (
            <FormField label={t('form.audience')} description={<AudienceReach reach={reach.data} loading={reach.isPending} />} error={fieldErrorText(fieldState.error)}>
              {/* Controlled: an edited announcement's group is chosen once the groups have loaded. */}
              <select className="min-h-touch rounded-lg border border-border bg-surface px-3 text-base text-fg" {...field}>
                <option value="event">{t('form.everyone')}</option>
                {/* By the door (decision 038): those checked in, or those not yet. */}
                <option value="checkedIn">{t('form.checkedIn')}</option>
                <option value="notCheckedIn">{t('form.notCheckedIn')}</option>
                {(groups.data?.items ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    {t('form.groupOption', { icon: g.icon, name: g.name })}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        />
        <fieldset className="flex flex-col gap-3" aria-describedby={whenError ? whenId : undefined}>
          <legend className="mb-2 text-base font-semibold text-fg">{t('form.when')}</legend>
          <label className="flex min-h-touch items-center gap-3 text-base text-fg">
            <input type="radio" value="now" className="size-5" {...register('when')} />
            {t('form.now')}
          </label>
          <label className="flex min-h-touch items-center gap-3 text-base text-fg">
            <input type="radio" value="later" className="size-5" {...register('when')} />
            {t('form.later')}
          </label>
          {later ? (
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t('form.date')}>
                <Input type="date" {...register('sendAt.date')} />
              </FormField>
              <FormField label={t('form.time')} description={t('form.timeHint', { zone: event.timeZone })}>
                <TimeInput {...register('sendAt.time')} />
              </FormField>
            </div>
          ) : null}
          {whenError ? (
            <p id={whenId} role="alert" className="text-sm font-semibold text-danger-700">
              {whenError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void showPreview()}>
            <Eye aria-hidden="true" className="size-4.5" />
            {t('form.preview')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t(later ? (editing ? 'form.saveSchedule' : 'form.schedule') : 'form.sendNow')}
          </Button>
        </div>
      </form>
      {preview ? (
        <AnnouncementPreviewPanel event={event} input={preview.input} preview={preview.shown} groupName={groupNameOf(preview.input.audience)} testing={test.isPending} onTest={() => void sendTest()} />
      ) : null}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open || save.isPending ? undefined : setConfirming(null))}>
        <DialogContent
          title={sendAt ? t('confirm.scheduleTitle', { count: confirming?.reach.inApp ?? 0 }) : t('confirm.sendTitle', { count: confirming?.reach.inApp ?? 0 })}
          description={
            <>
              {sendAt ? `${t('confirm.when', { when: time.full(sendAt), zone: event.timeZone })} ` : ''}
              {t('confirm.mail', { count: confirming?.reach.mail ?? 0 })}
            </>
          }
        >
          <DialogFooter className="mt-0">
            <DialogClose asChild>
              <Button variant="secondary">{t('confirm.back')}</Button>
            </DialogClose>
            <Button loading={save.isPending} onClick={() => void send()}>
              {sendAt ? t('confirm.schedule') : t('confirm.send', { count: confirming?.reach.inApp ?? 0 })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
