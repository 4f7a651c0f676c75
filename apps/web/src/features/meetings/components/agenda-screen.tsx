import type { AgendaItem, Meeting } from '@mingle/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarHeart, CalendarRange, Check, Clock, Handshake, MapPin, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PagedList } from '@/components/paged-list';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useEventClock, useMomentFormat, type MomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { gatheringLink } from '@/features/gatherings';
import { useAnswerMeeting, type MeetingAction } from '../api/answer-meeting';
import { agendaQueryOptions } from '../api/get-agenda';
import { availabilityQueryOptions } from '../api/get-availability';
import { meetingsQueryOptions } from '../api/get-meetings';
import { groupByDay, heldWindowOpen } from '../lib/slots';
import { useNow } from '../lib/use-now';
import { AskToMeet } from './ask-to-meet';
import { HoursLink } from './availability-screen';

type Confirming = { kind: 'cancel' | 'withdraw' | 'decline'; meeting: Meeting };

/** /events/{slug}/agenda: requests to answer, mine waiting, then my meetings and gatherings in time order, and the past ones. */
export function AgendaScreen({ slug, timeZone }: { slug: string; timeZone: string }) {
  const { t } = useTranslation('meetings');
  useDocumentTitle(t('agenda.documentTitle'));
  const clock = useEventClock();
  const format = useMomentFormat(timeZone);
  const upcoming = useInfiniteQuery(meetingsQueryOptions(slug, 'upcoming'));
  const agenda = useQuery(agendaQueryOptions(slug));
  const answer = useAnswerMeeting(slug);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [showPast, setShowPast] = useState(false);

  const meetings = upcoming.data?.pages.flatMap((p) => p.items) ?? [];
  const forMe = meetings.filter((m) => m.status === 'pending' && m.myTurn);
  const forThem = meetings.filter((m) => m.status === 'pending' && m.waitingForThem);
  const items = agenda.data?.items ?? [];
  // Meetings not open: the agenda still lists my gatherings (and any meetings agreed before).
  const off = useQuery(availabilityQueryOptions(slug)).data?.enabled === false;

  const act = async (change: MeetingAction, done: string) => {
    try {
      await answer.mutateAsync(change);
      notifySuccess(done);
      setConfirming(null);
    } catch (error) {
      notifyError(errorText(error));
    }
  };
  const actions: MeetingActions = {
    busy: answer.isPending ? answer.variables : undefined,
    accept: (m) => act({ action: 'accept', id: m.id }, t('agenda.accepted', { name: m.with.name })),
    held: (m) => act({ action: 'held', id: m.id }, t('agenda.markedHeld')),
    confirm: (kind, meeting) => setConfirming({ kind, meeting }),
  };

  const loading = upcoming.isPending || agenda.isPending;
  const empty = !loading && forMe.length === 0 && forThem.length === 0 && items.length === 0;
  const who = confirming?.meeting.with.name ?? '';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-fg">{t('agenda.title')}</h1>
        <p className="text-base text-fg-muted">{t('agenda.intro', { zone: clock.zone(timeZone) })}</p>
        <HoursLink slug={slug} label={t('agenda.hoursLink')} className="self-start" />
      </div>
      {off ? <Alert tone="info">{empty ? t('agenda.offEmpty') : t('agenda.off')}</Alert> : null}
      {loading ? (
        <CardListSkeleton label={t('agenda.loading')} rows={3} />
      ) : agenda.isError ? (
        <LoadError message={errorText(agenda.error)} onRetry={() => void agenda.refetch()} />
      ) : empty ? (
        <EmptyState
          icon={CalendarRange}
          title={t('agenda.emptyTitle')}
          description={off ? t('agenda.emptyOffText') : t('agenda.emptyText')}
          action={
            <Link to="/events/$slug/attendees" params={{ slug }} className={buttonClasses()}>
              <Users aria-hidden="true" className="size-5" />
              {t('agenda.emptyAction')}
            </Link>
          }
        />
      ) : (
        <>
          {upcoming.isError ? <LoadError message={errorText(upcoming.error)} onRetry={() => void upcoming.refetch()} /> : null}
          {forMe.length > 0 ? (
            <Section id="agenda-for-me" title={t('agenda.forYouTitle')} count={forMe.length}>
              {forMe.map((m) => (
                <MeetingCard key={m.id} slug={slug} meeting={m} format={format} actions={actions} />
              ))}
            </Section>
          ) : null}
          {forThem.length > 0 ? (
            <Section id="agenda-for-them" title={t('agenda.theirTurnTitle')} count={forThem.length}>
              {forThem.map((m) => (
                <MeetingCard key={m.id} slug={slug} meeting={m} format={format} actions={actions} />
              ))}
            </Section>
          ) : null}
          {upcoming.hasNextPage ? (
            <Button variant="secondary" className="self-center" loading={upcoming.isFetchingNextPage} onClick={() => void upcoming.fetchNextPage()}>
              {t('agenda.loadMore')}
            </Button>
          ) : null}
          {items.length > 0 ? (
            <section aria-labelledby="agenda-schedule" className="flex flex-col gap-4">
              <h2 id="agenda-schedule" className="text-lg font-bold text-fg">
                {t('agenda.scheduleTitle')}
              </h2>
              {groupByDay(items, timeZone).map(({ day, items: dayItems }) => (
                <div key={day} className="flex flex-col gap-3">
                  <h3 className="text-base font-semibold text-fg-muted">{format.dayLabel(dayItems[0]!.startsAt)}</h3>
                  <ul className="flex flex-col gap-3">
                    {dayItems.map((item) => (
                      <li key={itemKey(item)}>
                        {item.kind === 'meeting' ? (
                          <MeetingCard slug={slug} meeting={item.meeting} format={format} actions={actions} bare />
                        ) : (
                          <GatheringCard slug={slug} item={item} format={format} />
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}
        </>
      )}
      <section aria-labelledby="agenda-past" className="flex flex-col gap-3">
        <h2 id="agenda-past" className="text-lg font-bold text-fg">
          {t('agenda.pastTitle')}
        </h2>
        {showPast ? (
          <PastMeetings slug={slug} format={format} actions={actions} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setShowPast(true)}>
            {t('agenda.showPast')}
          </Button>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? t(`agenda.${confirming.kind}Title`, { name: who }) : ''}
        description={confirming ? t(`agenda.${confirming.kind}Text`, { name: who }) : ''}
        confirmLabel={confirming?.kind === 'decline' ? t('agenda.decline') : confirming?.kind === 'withdraw' ? t('agenda.cancelRequest') : t('agenda.cancel')}
        cancelLabel={t('agenda.keep')}
        pending={answer.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const { kind, meeting } = confirming;
          if (kind === 'decline') return act({ action: 'decline', id: meeting.id }, t('agenda.declined'));
          return act({ action: 'cancel', id: meeting.id }, kind === 'withdraw' ? t('agenda.withdrawn') : t('agenda.cancelled'));
        }}
      />
    </div>
  );
}

const itemKey = (item: AgendaItem) => (item.kind === 'meeting' ? `m:${item.meeting.id}` : `g:${item.gathering.id}`);

interface MeetingActions {
  busy: MeetingAction | undefined;
  accept: (meeting: Meeting) => unknown;
  held: (meeting: Meeting) => unknown;
  confirm: (kind: Confirming['kind'], meeting: Meeting) => void;
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-fg">
        {title}
        <Badge tone="accent">{count}</Badge>
      </h2>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

function When({ startsAt, endsAt, format, withDay }: { startsAt: string; endsAt: string | null; format: MomentFormat; withDay?: boolean }) {
  const hours = endsAt ? `${format.clock(startsAt)}–${format.clock(endsAt)}` : format.clock(startsAt);
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 text-base font-semibold text-fg tabular-nums">
      <Clock aria-hidden="true" className="size-4 text-fg-muted" />
      {withDay ? (
        <>
          <span>{format.dayLabel(startsAt)},</span>
          <span className="whitespace-nowrap">{hours}</span>
        </>
      ) : (
        <span className="whitespace-nowrap">{hours}</span>
      )}
    </span>
  );
}

/** One meeting as I see it, with what I can do about it now. `bare`: inside a list item already. */
function MeetingCard({ slug, meeting: m, format, actions, bare }: { slug: string; meeting: Meeting; format: MomentFormat; actions: MeetingActions; bare?: boolean }) {
  const { t } = useTranslation('meetings');
  const now = useNow();
  const busy = actions.busy?.id === m.id ? actions.busy.action : undefined;
  const canSayHeld = m.status === 'accepted' && !m.heldAt && !m.heldByMe && heldWindowOpen(m, now);
  const card = (
    <article className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card" data-testid="meeting-card" data-status={m.status}>
      <div className="flex items-start gap-3">
        <Link
          to="/events/$slug/connections/$userId/profile"
          params={{ slug, userId: m.with.userId }}
          className="-m-1 flex min-h-touch min-w-0 flex-1 items-center gap-3 rounded-lg p-1 hover:bg-neutral-50"
        >
          <Avatar name={m.with.name} src={m.with.photoUrl} alt="" initials="drawn" size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="sr-only">{t('agenda.meeting', { name: m.with.name })}</span>
            <span aria-hidden="true" className="text-base font-bold break-words text-fg">
              {m.with.name}
            </span>
            <When startsAt={m.startsAt} endsAt={m.endsAt} format={format} withDay={!bare} />
          </span>
        </Link>
        {/* Waiting and agreed read from the section; the rest says so here. */}
        {m.heldAt ? (
          <Badge tone="success">{t('agenda.status.held')}</Badge>
        ) : m.status === 'declined' || m.status === 'cancelled' ? (
          <Badge tone="neutral">{t(`agenda.status.${m.status}`)}</Badge>
        ) : null}
      </div>
      <p className="flex items-center gap-1.5 text-sm text-fg-muted">
        <MapPin aria-hidden="true" className="size-4" />
        {m.spot ? <span className="font-semibold text-fg">{m.spot.name}</span> : t('agenda.noSpot')}
      </p>
      {m.note ? (
        <p className="text-sm break-words text-fg-muted">
          {m.myTurn ? t('agenda.note', { note: m.note }) : m.waitingForThem ? t('agenda.myNote', { note: m.note }) : t('agenda.anyNote', { note: m.note })}
        </p>
      ) : null}
      {m.heldByMe && !m.heldAt ? <p className="text-sm text-fg-muted">{t('agenda.heldWaiting', { name: m.with.name })}</p> : null}
      <div className="grid grid-cols-2 gap-2 empty:hidden sm:flex sm:flex-wrap">
        {m.status === 'pending' && m.myTurn ? (
          <>
            <Button onClick={() => actions.accept(m)} loading={busy === 'accept'} data-testid="meeting-accept">
              <Check aria-hidden="true" className="size-5" />
              {t('agenda.accept')}
            </Button>
            <AskToMeet slug={slug} person={{ userId: m.with.userId, name: m.with.name }} proposeFor={m.id} trigger={{ size: 'md' }} triggerLabel={t('agenda.propose')} />
            <Button variant="ghost" className="col-span-2" onClick={() => actions.confirm('decline', m)} data-testid="meeting-decline">
              {t('agenda.decline')}
            </Button>
          </>
        ) : null}
        {m.status === 'pending' && m.waitingForThem ? (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={() => actions.confirm('withdraw', m)}>
            {t('agenda.cancelRequest')}
          </Button>
        ) : null}
        {canSayHeld ? (
          <Button variant="accent" className="col-span-2" onClick={() => actions.held(m)} loading={busy === 'held'} data-testid="meeting-held">
            <Handshake aria-hidden="true" className="size-5" />
            {t('agenda.held')}
          </Button>
        ) : null}
        {m.status === 'accepted' && !m.heldAt && Date.parse(m.endsAt) > now ? (
          <Button variant="ghost" className="col-span-2 justify-self-start text-danger-700" onClick={() => actions.confirm('cancel', m)} data-testid="meeting-cancel">
            {t('agenda.cancel')}
          </Button>
        ) : null}
      </div>
    </article>
  );
  return bare ? card : <li>{card}</li>;
}

function GatheringCard({ slug, item, format }: { slug: string; item: Extract<AgendaItem, { kind: 'gathering' }>; format: MomentFormat }) {
  const { t } = useTranslation('meetings');
  const g = item.gathering;
  return (
    <Link
      {...gatheringLink({ slug }, g.groupId, g.id)}
      className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
      data-testid="agenda-gathering"
    >
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
        <CalendarHeart className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate text-base font-bold text-fg">{t('agenda.gathering', { title: g.title, group: g.groupName })}</span>
        <When startsAt={item.startsAt} endsAt={item.endsAt} format={format} />
        {g.location ? (
          <span className="flex items-center gap-1.5 text-sm text-fg-muted">
            <MapPin aria-hidden="true" className="size-4" />
            {g.location}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

function PastMeetings({ slug, format, actions }: { slug: string; format: MomentFormat; actions: MeetingActions }) {
  const { t } = useTranslation('meetings');
  const query = useInfiniteQuery(meetingsQueryOptions(slug, 'past'));
  return (
    <PagedList
      query={query}
      loading={<CardListSkeleton label={t('agenda.loading')} rows={2} />}
      empty={<p className="text-base text-fg-muted">{t('agenda.noPast')}</p>}
      itemKey={(m) => m.id}
      renderItem={(m) => <MeetingCard slug={slug} meeting={m} format={format} actions={actions} bare />}
      className="flex flex-col gap-3"
      loadMoreLabel={t('agenda.loadMore')}
      endText={t('agenda.noMore')}
    />
  );
}
