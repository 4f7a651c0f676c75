import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, AnnouncementInput, type Announcement } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TimeInput } from '@/components/ui/time-input';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { applyFieldIssues } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { audienceGroupsQueryOptions, useSaveAnnouncement } from '../api/console';

/** What the inputs hold: text in every field, and the moment to send as a date and a time on the organiser's own clock. */
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

const pad = (n: number) => String(n).padStart(2, '0');
/** The organiser's own clock: what the date and time inputs show for a moment. */
const localParts = (iso: string) => {
  const d = new Date(iso);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
};

/** The moment a date and a time on the organiser's own clock stand for; none when either is missing or no such moment. */
const momentOf = ({ date, time }: { date: string; time: string }) => {
  const moment = new Date(`${date}T${time}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
};

/** What is sent: now (sendAt null), or the moment chosen. */
export const announcementPayload = (values: AnnouncementFormValues) => ({
  title: values.title,
  body: values.body,
  audience: values.audience,
  sendAt: values.when === 'later' ? momentOf(values.sendAt) : null,
});

/**
 * The form values made into the payload, checked by the contract's AnnouncementInput (its messages
 * are validation keys). A schedule without its moment is refused with WHEN_REQUIRED: to the
 * contract alone, a missing sendAt would mean "send now".
 */
export const AnnouncementFormSchema = AnnouncementFormValues.transform(announcementPayload).pipe(
  AnnouncementInput.extend({ sendAt: z.string({ error: WHEN_REQUIRED }).nullable().pipe(AnnouncementInput.shape.sendAt.unwrap()) }),
);
const resolver = zodResolver(AnnouncementFormSchema);

const defaultsOf = (editing: Announcement | undefined): AnnouncementFormValues => ({
  title: editing?.title ?? '',
  body: editing?.body ?? '',
  audience: editing?.audience ?? 'event',
  when: editing ? 'later' : 'now',
  sendAt: editing ? localParts(editing.sendAt) : { date: '', time: '' },
});

interface Props {
  eventId: string;
  /** A scheduled announcement being edited; none for a new one. */
  editing?: Announcement;
  onDone: () => void;
}

/** Write an announcement: to everyone or one group, now or at a time (in the organiser's own time zone). */
export function AnnouncementForm({ eventId, editing, onDone }: Props) {
  const { t } = useTranslation('announcements');
  const save = useSaveAnnouncement(eventId);
  const groups = useQuery(audienceGroupsQueryOptions(eventId));
  const form = useForm<AnnouncementFormValues, unknown, AnnouncementInput>({ resolver, defaultValues: defaultsOf(editing) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const later = useWatch({ control: form.control, name: 'when' }) === 'later';
  // The moment's message (the schema's or the server's) is on sendAt itself, never on its date or time alone.
  const sendAtError = errors.sendAt as FieldError | undefined;
  const whenError = sendAtError?.type !== 'server' && sendAtError?.message === WHEN_REQUIRED ? t('form.whenRequired') : fieldErrorText(sendAtError);
  const whenId = useId();

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), input });
      notifySuccess(t(saved.status === 'sent' ? 'done.sent' : 'done.scheduled'));
      onDone();
    } catch (error) {
      // The server's field issues go to their fields; anything else is said in a toast.
      if (!applyFieldIssues(error, form.setError, FIELDS)) notifyError(errorText(error));
    }
  });

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
            <FormField label={t('form.audience')} error={fieldErrorText(fieldState.error)}>
              {/* Controlled: an edited announcement's group is chosen once the groups have loaded. */}
              <select className="min-h-touch rounded-lg border border-border bg-surface px-3 text-base text-fg" {...field}>
                <option value="event">{t('form.everyone')}</option>
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
              <FormField label={t('form.time')} description={t('form.timeHint')}>
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
          <Button type="submit" loading={isSubmitting}>
            {t(later ? (editing ? 'form.saveSchedule' : 'form.schedule') : 'form.sendNow')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
