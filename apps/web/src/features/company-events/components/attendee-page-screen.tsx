import type { CompanyAttendeeDetail, CompanyEvent } from '@mingle/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, CalendarHeart, Flag, Mail, MessageSquare, UserMinus, UsersRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { MessageAttendeeDialog } from '@/features/announcements';
import { formatDay } from '@/lib/dates';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { fullName, handle } from '@/lib/people';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { companyAttendeeQueryOptions, useRemoveAttendee } from '../api/company-attendee';

/**
 * /{slug}/events/{id}/attendees/{userId}: one attendee for the organisers: who they are (as every
 * attendee may see them, plus the e-mail they chose to share), what they do at the event, reports
 * about them, and removal (with or without a ban) behind a confirmation.
 */
export function AttendeePageScreen({ slug, event, userId }: { slug: string; event: CompanyEvent; userId: string }) {
  const { t } = useTranslation('companyEvents');
  const { t: ta } = useTranslation('announcements');
  const { data: person } = useSuspenseQuery(companyAttendeeQueryOptions(event.id, userId));
  const name = fullName(person);
  useDocumentTitle(t('person.documentTitle', { name, event: event.name }));
  const time = useMomentFormat(event.timeZone);
  const [removing, setRemoving] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const tab = (to: string) => ({ to: '/$slug/events/$id' as const, params: { slug, id: event.id }, search: { tab: to } });

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <Link {...tab('attendees')} className="inline-flex min-h-touch items-center gap-1 self-start rounded-sm text-sm font-semibold text-fg-muted hover:text-fg hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('person.back')}
      </Link>
      <header className="flex items-center gap-4">
        <Avatar name={name} src={person.photoUrl} size="lg" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h1 className="text-xl font-bold tracking-tight break-words text-fg sm:text-2xl">{name}</h1>
          <p className="truncate text-base text-fg-muted">{handle(person.username)}</p>
          <p className="text-sm text-fg-muted">
            <time dateTime={person.joinedAt} title={time.full(person.joinedAt)}>
              {t('person.joined', { when: time.day(person.joinedAt) })}
            </time>
          </p>
        </div>
      </header>
      {/* The same message to them alone as from their row in the list (decision 035). */}
      <Button variant="secondary" className="self-start" aria-label={ta('message.openLabel', { name })} onClick={() => setMessaging(true)}>
        <MessageSquare aria-hidden="true" className="size-4.5" />
        {ta('message.open')}
      </Button>
      <MessageAttendeeDialog eventId={event.id} to={messaging ? { userId: person.userId, name } : null} onClose={() => setMessaging(false)} />

      <Card className="flex flex-col gap-3 p-5">
        <h2 className="text-lg font-bold text-fg">{t('person.about')}</h2>
        <dl className="flex flex-col gap-2 text-base">
          <Row label={t('person.email')} icon={<Mail aria-hidden="true" className="size-4.5" />}>
            {person.email ? (
              <a href={`mailto:${person.email}`} className="font-semibold break-all text-primary-700 underline underline-offset-4">
                {person.email}
              </a>
            ) : (
              <span className="text-fg-muted">{t('person.emailNotShared')}</span>
            )}
          </Row>
          <Row label={t('person.hometown')}>{person.hometown ?? <span className="text-fg-muted">{t('person.notShown')}</span>}</Row>
          <Row label={t('person.interests')}>{person.interests.length ? person.interests.join(', ') : <span className="text-fg-muted">{t('person.notShown')}</span>}</Row>
          <Row label={t('person.profile')}>{person.profileDone ? <Badge tone="success">{t('attendees.profileDone')}</Badge> : <Badge>{t('attendees.profileMissing')}</Badge>}</Row>
        </dl>
      </Card>

      <Activity slug={slug} event={event} person={person} />

      <Card className="flex flex-col gap-3 p-5">
        <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
          <Flag aria-hidden="true" className="size-5" />
          {t('person.reports')}
        </h2>
        <p className="text-base text-fg">{t('person.reportCounts', { open: person.reports.open, handled: person.reports.handled })}</p>
        {person.reports.open + person.reports.handled > 0 ? (
          <Link {...tab('reports')} className="self-start font-semibold text-primary-700 underline underline-offset-4">
            {t('person.openReports')}
          </Link>
        ) : null}
      </Card>

      <Card className="flex flex-col gap-3 border-danger-600/30 p-5">
        <h2 className="text-lg font-bold text-fg">{t('person.removeTitle')}</h2>
        <p className="text-base text-fg-muted">{t('person.removeIntro', { name })}</p>
        <Button variant="danger" className="self-start" onClick={() => setRemoving(true)}>
          <UserMinus aria-hidden="true" className="size-4.5" />
          {t('person.remove')}
        </Button>
      </Card>
      {removing ? <RemoveDialog slug={slug} event={event} person={person} onClose={() => setRemoving(false)} /> : null}
    </div>
  );
}

function Row({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-fg-muted sm:w-32">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 text-fg">{children}</dd>
    </div>
  );
}

function Activity({ slug, event, person }: { slug: string; event: CompanyEvent; person: CompanyAttendeeDetail }) {
  const { t } = useTranslation('companyEvents');
  return (
    <Card className="flex flex-col gap-4 p-5">
      <section className="flex flex-col gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
          <UsersRound aria-hidden="true" className="size-5" />
          {t('person.groups', { count: person.groups.length })}
        </h2>
        {person.groups.length ? (
          <ul className="flex flex-wrap gap-2">
            {person.groups.map((g) => (
              <li key={g.id}>
                <Link
                  to="/$slug/events/$id/groups/$groupId"
                  params={{ slug, id: event.id, groupId: g.id }}
                  className="inline-flex min-h-touch items-center gap-1.5 rounded-full border border-border px-3 font-semibold text-fg hover:bg-neutral-50"
                >
                  <span aria-hidden="true">{g.icon}</span>
                  {g.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-fg-muted">{t('person.noGroups')}</p>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
          <CalendarHeart aria-hidden="true" className="size-5" />
          {t('person.gatherings', { count: person.gatherings.length })}
        </h2>
        {person.gatherings.length ? (
          <ul className="flex flex-col gap-2">
            {person.gatherings.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center gap-2">
                <Link
                  to="/$slug/events/$id/groups/$groupId/gatherings/$gatheringId"
                  params={{ slug, id: event.id, groupId: g.groupId, gatheringId: g.id }}
                  className="font-semibold text-primary-700 underline underline-offset-4"
                >
                  {g.title}
                </Link>
                <span className="text-sm text-fg-muted">
                  {formatDay(g.startDate)} · {g.startHour}
                </span>
                <Badge tone={g.answer === 'going' ? 'primary' : 'accent'}>{t(`person.answer.${g.answer}`)}</Badge>
                {g.cancelled ? <Badge tone="warning">{t('person.cancelled')}</Badge> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-fg-muted">{t('person.noGatherings')}</p>
        )}
      </section>
    </Card>
  );
}

/** Names the person and the event; a ban (on unless unticked) keeps the join link closed to them. */
function RemoveDialog({ slug, event, person, onClose }: { slug: string; event: CompanyEvent; person: CompanyAttendeeDetail; onClose: () => void }) {
  const { t } = useTranslation('companyEvents');
  const navigate = useNavigate();
  const remove = useRemoveAttendee(event.id, person.userId);
  const [ban, setBan] = useState(true);
  const banId = useId();
  const name = fullName(person);
  const confirm = () =>
    remove.mutateAsync(ban).then(
      async () => {
        notifySuccess(t(ban ? 'person.removedBanned' : 'person.removed', { name }));
        await navigate({ to: '/$slug/events/$id', params: { slug, id: event.id }, search: { tab: 'attendees' } });
      },
      (error: unknown) => notifyError(errorText(error)),
    );
  return (
    <Dialog open onOpenChange={(open) => (remove.isPending || open ? undefined : onClose())}>
      <DialogContent title={t('person.confirmTitle', { name, event: event.name })} description={t('person.confirmText', { name })}>
        <label htmlFor={banId} className="flex min-h-touch cursor-pointer items-start gap-3 text-base text-fg">
          <Checkbox id={banId} className="mt-0.5" checked={ban} onCheckedChange={(value) => setBan(value === true)} />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{t('person.ban')}</span>
            <span className="text-sm text-fg-muted">{t('person.banHint')}</span>
          </span>
        </label>
        <DialogFooter className="mt-4">
          <DialogClose asChild>
            <Button variant="secondary">{t('person.keep')}</Button>
          </DialogClose>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
            {t('person.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
