import type { Announcement } from '@mingle/contracts';
import { Pencil, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MomentFormat } from '@/lib/dates';

interface Props {
  item: Announcement;
  time: MomentFormat;
  /** The event's zone, named beside its times. */
  timeZone: string;
  onEdit: () => void;
  /** Cancel (scheduled) or delete (sent): the panel asks first. */
  onRemove: () => void;
}

/** One announcement in the organisers' list: its state, audience, time and words. */
export function AnnouncementItem({ item, time, timeZone, onEdit, onRemove }: Props) {
  const { t } = useTranslation('announcements');
  const scheduled = item.status === 'scheduled';
  const when = scheduled ? item.sendAt : (item.sentAt ?? item.sendAt);
  // "To everyone · 14 reached · 13 mailed · 1 failed" once sent (ones sent before counting have no reach).
  const audience = item.groupName
    ? t('toGroup', { name: item.groupName })
    : item.audience === 'checkedIn'
      ? t('toCheckedIn')
      : item.audience === 'notCheckedIn'
        ? t('toNotCheckedIn')
        : t('toEveryone');
  const outcome =
    item.reached === null
      ? []
      : [t('outcome.reached', { count: item.reached }), t('outcome.mailed', { count: item.mailed }), ...(item.mailFailed ? [t('outcome.failed', { count: item.mailFailed })] : [])];
  return (
    <article aria-label={item.title} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={scheduled ? 'warning' : 'success'}>{t(`status.${item.status}`)}</Badge>
        <time dateTime={when} title={time.full(when)} className="text-sm text-fg-muted">
          {t(scheduled ? 'sendsAt' : 'sentAt', { when: time.moment(when), zone: timeZone })}
        </time>
      </header>
      <p className="text-sm text-fg-muted" data-testid="announcement-outcome">
        {[audience, ...outcome].join(' · ')}
        {item.mailFailed ? <span className="sr-only">. {t('outcome.failedHint')}</span> : null}
      </p>
      <h3 className="text-lg font-bold break-words text-fg">{item.title}</h3>
      <p className="text-base break-words whitespace-pre-wrap text-fg">{item.body}</p>
      <div className="flex flex-wrap justify-end gap-2">
        {scheduled ? (
          <Button variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('actions.edit')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onRemove}>
          {scheduled ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
          {t(scheduled ? 'actions.cancel' : 'actions.delete')}
        </Button>
      </div>
    </article>
  );
}
