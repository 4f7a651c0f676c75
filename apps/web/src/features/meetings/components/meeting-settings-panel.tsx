import { MEETINGS, V, type CompanyEvent, type MeetingSettings } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TimeInput } from '@/components/ui/time-input';
import { isApiError } from '@/lib/api';
import { useEventClock } from '@/lib/dates';
import { errorText, issueText } from '@/lib/error-text';
import { notifySuccess } from '@/lib/toast';
import { meetingSettingsQueryOptions } from '../api/get-meeting-settings';
import { useUpdateMeetingSettings } from '../api/update-meeting-settings';
import { formOfSettings, newWindow, rowKey, settingsInputOf, type FormIssues, type SettingsForm } from '../lib/slots';

const selectClasses = 'min-h-touch w-full rounded-lg border border-border-strong/60 bg-surface px-3 text-base text-fg sm:w-60';

/** The event's Meetings tab (organisers): turn one-to-one meetings on, their length, the hours and the spots. */
export function MeetingSettingsPanel({ event }: { event: CompanyEvent }) {
  const { t } = useTranslation('meetings');
  const query = useQuery(meetingSettingsQueryOptions(event.id));
  if (query.isPending) return <CardListSkeleton label={t('settings.loading')} rows={2} />;
  if (query.isError) return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  // A new form for each saved version: what the server kept is what shows.
  return <SettingsEditor key={query.dataUpdatedAt} event={event} settings={query.data} />;
}

function SettingsEditor({ event, settings }: { event: CompanyEvent; settings: MeetingSettings }) {
  const { t } = useTranslation('meetings');
  const clock = useEventClock();
  const [form, setForm] = useState<SettingsForm>(() => formOfSettings(settings));
  const [issues, setIssues] = useState<FormIssues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useUpdateMeetingSettings(event.id);
  const timeZone = settings.timeZone || event.timeZone;

  const change = (next: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...next }));
  const issue = (field: string) => issues[field];
  // A window's end before its start reads as times, not dates (the shared text speaks of dates).
  const textOf = (key: string, message?: string) => (key === V.endBeforeStart ? t('settings.endAfterStart') : issueText(key, message));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const read = settingsInputOf(form, timeZone);
    if (!read.input) {
      setIssues(Object.fromEntries(Object.entries(read.issues).map(([field, key]) => [field, textOf(key)])));
      focusFirstInvalid();
      return;
    }
    setIssues({});
    try {
      await save.mutateAsync(read.input);
      notifySuccess(t('settings.saved'));
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) {
        // The server names fields as the request does ("windows.0.endsAt"); the form keeps those names.
        const named: FormIssues = {};
        for (const i of error.issues) named[i.field || 'form'] ??= textOf(i.key, i.message);
        setIssues(named);
        setFormError(t('settings.fixFields'));
        focusFirstInvalid();
      } else setFormError(errorText(error));
    }
  };

  const listIssue = issue('windows');
  const spotsIssue = issue('spots');
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6" aria-labelledby="meetings-settings-title">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="meetings-settings-title" className="text-lg font-bold text-fg">
          {t('settings.title')}
        </h2>
        <p className="max-w-2xl text-base text-fg-muted">{t('settings.intro')}</p>
      </div>
      {settings.bookedCount > 0 ? <Alert tone="info">{t('settings.booked', { count: settings.bookedCount })}</Alert> : null}
      <Card className="flex flex-col gap-5">
        <label className="-my-2 flex min-h-touch cursor-pointer items-center gap-3 self-start text-base font-semibold text-fg">
          <Checkbox checked={form.enabled} onCheckedChange={(checked) => change({ enabled: checked === true })} data-testid="meetings-enabled" />
          {t('settings.enabled')}
        </label>
        <FormField label={t('settings.slotMinutes')} error={issue('slotMinutes')}>
          <select className={selectClasses} value={form.slotMinutes} onChange={(e) => change({ slotMinutes: Number(e.target.value) })} data-testid="meetings-slot-minutes">
            {MEETINGS.slotMinutes.map((m) => (
              <option key={m} value={m}>
                {t('settings.minutes', { count: m })}
              </option>
            ))}
          </select>
        </FormField>
      </Card>

      <Card className="flex flex-col gap-4">
        <section aria-labelledby="meetings-windows-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h3 id="meetings-windows-title" className="text-base font-bold text-fg">
              {t('settings.windowsTitle')}
            </h3>
            <p className="text-sm text-fg-muted">{t('settings.windowsHint', { zone: clock.zone(timeZone) })}</p>
          </div>
          {form.windows.length === 0 ? <p className="text-base text-fg-muted">{t('settings.noWindows')}</p> : null}
          <ol className="flex flex-col gap-4">
            {form.windows.map((w, i) => {
              const number = i + 1;
              const rowIssue = issue(`windows.${i}`);
              const update = (next: Partial<typeof w>) => change({ windows: form.windows.map((row) => (row.key === w.key ? { ...row, ...next } : row)) });
              return (
                <li key={w.key} className="flex flex-col gap-2 rounded-xl border border-border p-3" data-testid="meetings-window">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold text-fg-muted">{t('settings.window', { number })}</span>
                    <Button variant="ghost" size="icon" aria-label={t('settings.removeWindow', { number })} onClick={() => change({ windows: form.windows.filter((row) => row.key !== w.key) })}>
                      <Trash2 aria-hidden="true" className="size-5" />
                    </Button>
                  </div>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,8rem)_minmax(0,8rem)]">
                    <div className="col-span-2 sm:col-span-1">
                      <FormField label={t('settings.date')} error={issue(`windows.${i}.date`)}>
                        <Input type="date" value={w.date} min={event.startDate.slice(0, 10)} max={event.endDate.slice(0, 10)} onChange={(e) => update({ date: e.target.value })} />
                      </FormField>
                    </div>
                    <FormField label={t('settings.start')} error={issue(`windows.${i}.startsAt`)}>
                      <TimeInput value={w.start} onChange={(e) => update({ start: e.target.value })} />
                    </FormField>
                    <FormField label={t('settings.end')} error={issue(`windows.${i}.endsAt`)}>
                      <TimeInput value={w.end} onChange={(e) => update({ end: e.target.value })} />
                    </FormField>
                  </div>
                  {rowIssue ? <Alert>{rowIssue}</Alert> : null}
                </li>
              );
            })}
          </ol>
          {listIssue ? <Alert>{listIssue}</Alert> : null}
          <Button variant="secondary" className="self-start" disabled={form.windows.length >= MEETINGS.windowsMax} onClick={() => change({ windows: [...form.windows, newWindow(form, event)] })}>
            <Plus aria-hidden="true" className="size-5" />
            {t('settings.addWindow')}
          </Button>
        </section>
      </Card>

      <Card className="flex flex-col gap-4">
        <section aria-labelledby="meetings-spots-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h3 id="meetings-spots-title" className="text-base font-bold text-fg">
              {t('settings.spotsTitle')}
            </h3>
            <p className="text-sm text-fg-muted">{t('settings.spotsHint')}</p>
          </div>
          {form.spots.length === 0 ? <p className="text-base text-fg-muted">{t('settings.noSpots')}</p> : null}
          <ol className="grid gap-3 sm:grid-cols-2">
            {form.spots.map((s, i) => (
              <li key={s.key} className="flex items-end gap-2" data-testid="meetings-spot">
                <div className="min-w-0 flex-1">
                  <FormField label={t('settings.spotName', { number: i + 1 })} error={issue(`spots.${i}.name`)}>
                    <Input
                      value={s.name}
                      maxLength={MEETINGS.spotNameMax}
                      placeholder={t('settings.spotPlaceholder', { number: i + 1 })}
                      onChange={(e) => change({ spots: form.spots.map((row) => (row.key === s.key ? { ...row, name: e.target.value } : row)) })}
                    />
                  </FormField>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className={issue(`spots.${i}.name`) ? 'mb-7' : undefined}
                  aria-label={t('settings.removeSpot', { name: s.name.trim() || t('settings.spotName', { number: i + 1 }) })}
                  onClick={() => change({ spots: form.spots.filter((row) => row.key !== s.key) })}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              </li>
            ))}
          </ol>
          {spotsIssue ? <Alert>{spotsIssue}</Alert> : null}
          <Button
            variant="secondary"
            className="self-start"
            disabled={form.spots.length >= MEETINGS.spotsMax}
            onClick={() => change({ spots: [...form.spots, { key: rowKey(), name: t('settings.spotPlaceholder', { number: form.spots.length + 1 }) }] })}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('settings.addSpot')}
          </Button>
        </section>
      </Card>

      {formError ? <Alert>{formError}</Alert> : null}
      {issue('form') ? <Alert>{issue('form')}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** After a refused save, the first field marked invalid takes the focus (once React has marked it). */
function focusFirstInvalid() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}
