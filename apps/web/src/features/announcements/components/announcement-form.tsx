import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type Announcement, type AnnouncementInput } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TimeInput } from '@/components/ui/time-input';
import { isApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { audienceGroupsQueryOptions, useSaveAnnouncement } from '../api/console';

type Fields = 'title' | 'body' | 'audience' | 'sendAt';
const pad = (n: number) => String(n).padStart(2, '0');
/** The organiser's own clock: what the date and time inputs show for a moment. */
const localParts = (iso: string) => {
  const d = new Date(iso);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
};

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
  const at = editing ? localParts(editing.sendAt) : undefined;
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [audience, setAudience] = useState(editing?.audience ?? 'event');
  const [later, setLater] = useState(Boolean(editing));
  const [date, setDate] = useState(at?.date ?? '');
  const [time, setTime] = useState(at?.time ?? '');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const whenId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const moment = new Date(`${date}T${time}`);
    if (later && Number.isNaN(moment.getTime())) return setErrors({ sendAt: t('form.whenRequired') });
    const sendAt = later ? moment.toISOString() : null;
    const input: AnnouncementInput = { title, body, audience, sendAt };
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), input },
      {
        onSuccess: (saved) => {
          notifySuccess(t(saved.status === 'sent' ? 'done.sent' : 'done.scheduled'));
          onDone();
        },
        onError: (error) => {
          const issues = isApiError(error) ? error.issues : [];
          if (!issues.length) return notifyError(errorText(error));
          setErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])));
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-label={t(editing ? 'form.editLabel' : 'form.newLabel')} className="flex flex-col gap-5">
        <FormField label={t('form.title')} error={errors.title}>
          <Input autoComplete="off" maxLength={ANNOUNCEMENT_TITLE_MAX + 20} value={title} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label={t('form.body')} description={t('form.bodyHint', { max: ANNOUNCEMENT_BODY_MAX })} error={errors.body}>
          <Textarea rows={5} value={body} onChange={(e) => setBody(e.target.value)} />
        </FormField>
        <FormField label={t('form.audience')} error={errors.audience}>
          <select className="min-h-touch rounded-lg border border-border bg-surface px-3 text-base text-fg" value={audience} onChange={(e) => setAudience(e.target.value)}>
            <option value="event">{t('form.everyone')}</option>
            {(groups.data?.items ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {t('form.groupOption', { icon: g.icon, name: g.name })}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="flex flex-col gap-3" aria-describedby={errors.sendAt ? whenId : undefined}>
          <legend className="mb-2 text-base font-semibold text-fg">{t('form.when')}</legend>
          <label className="flex min-h-touch items-center gap-3 text-base text-fg">
            <input type="radio" name="when" className="size-5" checked={!later} onChange={() => setLater(false)} />
            {t('form.now')}
          </label>
          <label className="flex min-h-touch items-center gap-3 text-base text-fg">
            <input type="radio" name="when" className="size-5" checked={later} onChange={() => setLater(true)} />
            {t('form.later')}
          </label>
          {later ? (
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t('form.date')}>
                <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
              </FormField>
              <FormField label={t('form.time')} description={t('form.timeHint')}>
                <TimeInput value={time} onChange={(e) => setTime(e.target.value)} />
              </FormField>
            </div>
          ) : null}
          {errors.sendAt ? (
            <p id={whenId} role="alert" className="text-sm font-semibold text-danger-700">
              {errors.sendAt}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(later ? (editing ? 'form.saveSchedule' : 'form.schedule') : 'form.sendNow')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
