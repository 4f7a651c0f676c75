import type { Gathering } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { CalendarClock, Check, Clock, MapPin, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WaitingForNetwork } from '@/components/waiting-for-network';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { isWaitingForNetwork } from '@/lib/send-when-online';
import { notifyError } from '@/lib/toast';
import { useSetAttendance, type Attendance } from '../api/set-attendance';
import { gatheringWhen, useZoneNamed } from '../lib/format';
import { gatheringLink, type GatheringsPlace } from '../lib/links';

/**
 * "Going" and "Interested": pressing the one I chose again undoes it. Offline, the choice shows
 * as made but waiting (a clock, and a line saying it is sent once the connection is back).
 */
export function AttendanceButtons({ slug, gathering }: { slug: string; gathering: Gathering }) {
  const { t } = useTranslation('gatherings');
  const attendance = useSetAttendance(slug);
  const noteId = useId();
  // The promise keeps the buttons locked until the answer: a double tap is one choice, not a choice and its undoing.
  // In line counts as the Going button pressed: pressing it again leaves the line.
  const mine = gathering.myStatus === 'waitlisted' ? 'going' : gathering.myStatus;
  const choose = (status: Exclude<Attendance, 'none'>) =>
    attendance.mutateAsync({ groupId: gathering.groupId, id: gathering.id, status: mine === status ? 'none' : status }).catch((error: unknown) => notifyError(errorText(error)));
  const sending = attendance.isPending ? attendance.variables.status : null;
  const waiting = isWaitingForNetwork(attendance);
  // The button being answered: the one chosen, or the one being undone.
  const pending = sending === null ? null : sending === 'none' ? mine : sending;
  // Waiting for the network, the choice already shows as made.
  const shown = waiting && sending ? sending : mine;
  const full = gathering.capacity !== null && gathering.goingCount >= gathering.capacity;
  // Going when there is a place; the line when it is full (decision 039).
  const label = (status: Exclude<Attendance, 'none'>) =>
    status !== 'going' ? t(status) : gathering.myStatus === 'waitlisted' ? t('places.inLine', { position: gathering.myPosition ?? 1 }) : full && mine !== 'going' ? t('places.joinLine') : t('going');
  const choice = (status: Exclude<Attendance, 'none'>, icon: ReactNode, variant: 'primary' | 'accent') => {
    const waitingHere = waiting && pending === status;
    return (
      <Button
        variant={shown === status ? variant : 'secondary'}
        aria-pressed={shown === status}
        aria-describedby={waitingHere ? noteId : undefined}
        loading={!waiting && pending === status}
        disabled={attendance.isPending}
        onClick={() => choose(status)}
      >
        {waitingHere ? <Clock aria-hidden="true" className="size-4" /> : icon}
        {label(status)}
      </Button>
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('attendanceLabel', { title: gathering.title })} className="flex flex-wrap gap-2">
        {choice('going', <Check aria-hidden="true" className="size-4" />, 'primary')}
        {choice('interested', <Star aria-hidden="true" className="size-4" />, 'accent')}
      </div>
      {gathering.myStatus === 'waitlisted' ? <p className="text-sm text-fg-muted">{t('places.inLineNote')}</p> : null}
      <WaitingForNetwork id={noteId} waiting={waiting} />
    </div>
  );
}

export function AttendanceCounts({ gathering, className }: { gathering: Gathering; className?: string }) {
  const { t } = useTranslation('gatherings');
  return (
    <p className={cn('text-sm font-semibold text-fg', className)} aria-live="polite">
      {gathering.capacity === null
        ? t('counts', { going: gathering.goingCount, interested: gathering.interestedCount })
        : t('places.counts', { going: gathering.goingCount, capacity: gathering.capacity, interested: gathering.interestedCount })}
      {gathering.waitlistCount > 0 ? ` · ${t('places.waiting', { count: gathering.waitlistCount })}` : null}
    </p>
  );
}

/**
 * One gathering in a list: when, where, counts and my attendance. In the organiser console
 * (`company` set) it links to the console's page and has no answer buttons: organisers do not attend.
 */
export function GatheringCard({ slug, company, gathering, showGroup }: GatheringsPlace & { gathering: Gathering; showGroup: boolean }) {
  const zone = useZoneNamed(slug);
  const { t } = useTranslation('gatherings');
  return (
    <article aria-labelledby={`gathering-${gathering.id}`} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card">
      <div className="flex flex-col gap-1">
        {showGroup ? (
          <p className="text-sm font-semibold text-fg-muted">
            <span aria-hidden="true">{gathering.groupIcon} </span>
            {gathering.groupName}
          </p>
        ) : null}
        <h3 id={`gathering-${gathering.id}`} className="text-lg font-bold break-words text-fg">
          <Link {...gatheringLink({ slug, company }, gathering.groupId, gathering.id)} className="hover:text-primary-700 hover:underline">
            {gathering.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {gatheringWhen(gathering, undefined, undefined, zone)}
          {gathering.cancelled ? (
            <Badge tone="warning" className="ml-1">
              {t('cancelledBadge')}
            </Badge>
          ) : gathering.expired ? (
            <Badge className="ml-1">{t('expiredBadge')}</Badge>
          ) : null}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="break-words">{gathering.location}</span>
        </p>
      </div>
      <AttendanceCounts gathering={gathering} />
      {gathering.expired || gathering.cancelled || company ? null : <AttendanceButtons slug={slug} gathering={gathering} />}
    </article>
  );
}
