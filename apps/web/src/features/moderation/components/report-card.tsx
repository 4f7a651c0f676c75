import type { ModerationAction, ModerationItem } from '@mingle/contracts';
import { EyeOff, MessageSquareWarning, UserMinus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MomentFormat } from '@/lib/dates';
import { fullName, handle } from '@/lib/people';

interface ReportCardProps {
  item: ModerationItem;
  time: MomentFormat;
  busy: boolean;
  /** The queue's actions; the history has none (it says what was decided instead). */
  onAct?: (action: ModerationAction) => void;
}

/** One reported thing: who it is about, what it says, why people reported it, and what to do. */
export function ReportCard({ item, time, busy, onAct }: ReportCardProps) {
  const { t } = useTranslation('moderation');
  const name = fullName(item.person);
  return (
    <article aria-label={t('itemLabel', { name })} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone="warning">{t(`kind.${item.kind}`)}</Badge>
        <Badge>{t('count', { count: item.reportCount })}</Badge>
        <time dateTime={item.lastReportedAt} title={time.full(item.lastReportedAt)} className="text-sm text-fg-muted">
          {t('reportedAt', { when: time.moment(item.lastReportedAt) })}
        </time>
      </header>
      <div className="flex items-center gap-3">
        <Avatar name={name} src={item.person.photoUrl} size="md" />
        <div className="flex min-w-0 flex-col">
          <p className="truncate font-bold text-fg">{name}</p>
          <p className="truncate text-sm text-fg-muted">{handle(item.person.username)}</p>
        </div>
        {item.person.attending ? null : <Badge className="ml-auto">{t('notAttending')}</Badge>}
      </div>
      {item.body !== null ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-fg-muted">
            {item.group ? t('onBoard', { icon: item.group.icon, name: item.group.name }) : t('inChat')}
            {item.hidden ? ` · ${t('alreadyHidden')}` : ''}
          </p>
          <blockquote className="rounded-lg border-l-4 border-warning-600 bg-neutral-50 px-3 py-2 text-base break-words whitespace-pre-wrap text-fg">{item.body}</blockquote>
        </div>
      ) : null}
      {item.profile ? (
        <div className="flex flex-col gap-0.5 text-base text-fg">
          {item.profile.hometown ? <p>{t('hometown', { place: item.profile.hometown })}</p> : null}
          <p>{item.profile.interests.length ? t('interests', { list: item.profile.interests.join(', ') }) : t('noInterests')}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-fg">{t('reasons')}</h3>
        {item.reasons.length ? (
          <ul className="flex flex-col gap-1">
            {item.reasons.map((reason, i) => (
              <li key={i} className="text-base break-words text-fg-muted">
                “{reason}”
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-fg-muted">{t('noReasons')}</p>
        )}
      </div>
      {item.handled ? (
        <p className="border-t border-border pt-4 text-sm font-semibold text-fg-muted">
          <time dateTime={item.handled.at} title={time.full(item.handled.at)}>
            {t(`handledBy.${item.handled.action}`, { name: item.handled.byName ?? t('formerOrganiser'), when: time.moment(item.handled.at) })}
          </time>
        </p>
      ) : null}
      {onAct ? <Actions item={item} busy={busy} onAct={onAct} /> : null}
    </article>
  );
}

function Actions({ item, busy, onAct }: { item: ModerationItem; busy: boolean; onAct: (action: ModerationAction) => void }) {
  const { t } = useTranslation('moderation');
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
      {item.kind === 'message' && !item.hidden ? (
        <Button variant="danger" disabled={busy} onClick={() => onAct('hide')}>
          <EyeOff aria-hidden="true" className="size-4.5" />
          {t('actions.hide')}
        </Button>
      ) : null}
      <Button variant="secondary" disabled={busy} onClick={() => onAct('warn')}>
        <MessageSquareWarning aria-hidden="true" className="size-4.5" />
        {t('actions.warn')}
      </Button>
      {item.person.attending ? (
        <Button variant="secondary" className="text-danger-700" disabled={busy} onClick={() => onAct('remove')}>
          <UserMinus aria-hidden="true" className="size-4.5" />
          {t('actions.remove')}
        </Button>
      ) : null}
      <Button variant="ghost" disabled={busy} loading={busy} onClick={() => onAct('dismiss')}>
        <X aria-hidden="true" className="size-4.5" />
        {t('actions.dismiss')}
      </Button>
    </div>
  );
}
