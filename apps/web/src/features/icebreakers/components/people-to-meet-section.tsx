import type { PersonToMeet } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, EyeOff, Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { fullName } from '@/lib/people';
import { peopleToMeetQueryOptions } from '../api/icebreakers';
import { reasonText } from '../lib/reason-text';
import { useNotInterested } from './not-interested';
import { SectionHeading } from '@/components/section-heading';
import { LoadError } from '@/components/load-error';

function PersonLink({ slug, person, onNotInterested }: { slug: string; person: PersonToMeet; onNotInterested: (userId: string, name: string) => void }) {
  const { t, i18n } = useTranslation('icebreakers');
  const name = fullName(person);
  return (
    <li className="flex items-center">
      <Link to="/events/$slug/connections/$userId/profile" params={{ slug, userId: person.userId }} className="group flex min-h-touch min-w-0 flex-1 items-center gap-3 py-3 pl-4 hover:bg-primary-50">
        <Avatar name={name} src={person.photoUrl} alt="" size="md" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-bold break-words text-fg group-hover:text-primary-700">{name}</span>
          {person.headline ? <span className="truncate text-sm text-fg">{person.headline}</span> : null}
          <span className="flex items-start gap-1 text-sm text-fg-muted">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            {/* Places count as much as interests: the two strongest things we share. */}
            {person.reasons
              .slice(0, 2)
              .map((reason) => reasonText(t, reason, i18n.language))
              .join(' · ')}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </Link>
      {/* Quiet and undoable (decision 043): they are never told. */}
      <Button
        variant="ghost"
        size="icon"
        className="mx-1 shrink-0 text-fg-muted"
        aria-label={t('notInterested.actionFor', { name })}
        title={t('notInterested.action')}
        onClick={() => onNotInterested(person.userId, name)}
      >
        <EyeOff aria-hidden="true" className="size-5" />
      </Button>
    </li>
  );
}

/**
 * "People to meet" on the event home (decision 025), below everything the server draws so the
 * first paint does not move: it loads after, in a box of fixed height until it has its answer.
 */
function PeopleToMeet({ slug }: { slug: string }) {
  const { t } = useTranslation('icebreakers');
  const query = useQuery(peopleToMeetQueryOptions(slug));
  const { mark } = useNotInterested(slug);
  let body;
  if (query.isPending) {
    body = <LoadingBlocks label={t('peopleToMeet.loading')} className="flex h-52 flex-col gap-3" blocks={['h-16 w-full rounded-2xl', 'h-16 w-full rounded-2xl', 'h-16 w-full rounded-2xl']} />;
  } else if (query.isError) {
    body = <LoadError message={t('peopleToMeet.error')} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-4">
        <p className="text-base text-fg-muted">{t('peopleToMeet.empty')}</p>
        <Link to="/events/$slug/attendees" params={{ slug }} className="flex min-h-touch items-center font-semibold text-primary-700 underline underline-offset-2">
          {t('peopleToMeet.toAttendees')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        {query.data.items.map((person) => (
          <PersonLink key={person.userId} slug={slug} person={person} onNotInterested={(userId, name) => void mark(userId, name)} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="people-to-meet" className="flex flex-col gap-3">
      <SectionHeading id="people-to-meet" title={t('peopleToMeet.title')} intro={t('peopleToMeet.intro')} />
      {body}
    </section>
  );
}

/** Its own texts load with it: until then a blank of about its size, so nothing jumps much. */
export function PeopleToMeetSection({ slug }: { slug: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-72" />}>
      <PeopleToMeet slug={slug} />
    </Suspense>
  );
}
