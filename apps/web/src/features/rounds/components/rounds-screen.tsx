import type { MyRounds, RoundPerson } from '@mingle/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Armchair, Coffee, Hourglass, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myRoundsQueryOptions, roundsKey, useSetAway } from '../api/rounds-api';
import { minutesAndSeconds, useCountdown } from '../lib/countdown';
import { useRoundsLive } from '../lib/use-rounds-live';

/** /events/{slug}/rounds: this round's table and mates with a countdown; afterwards, whom I sat with. */
export function RoundsScreen({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('rounds');
  useDocumentTitle(t('screen.documentTitle'));
  useRoundsLive(slug, eventId);
  const query = useQuery(myRoundsQueryOptions(slug));
  if (query.isPending) return <CardListSkeleton label={t('screen.loading')} rows={2} />;
  if (query.isError) return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const mine = query.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('screen.title')}</h1>
      {!mine.run ? <EmptyState icon={Armchair} title={t('screen.noneTitle')} description={t('screen.noneText')} /> : null}
      {mine.run?.status === 'on' ? <Round slug={slug} mine={mine} receivedAt={query.dataUpdatedAt} /> : null}
      {mine.run && mine.run.status !== 'on' ? <p className="rounded-2xl bg-accent-50 p-4 font-bold text-accent-800">{t('screen.over')}</p> : null}
      {mine.run ? <SatWith slug={slug} people={mine.satWith} over={mine.run.status !== 'on'} /> : null}
    </div>
  );
}

function Round({ slug, mine, receivedAt }: { slug: string; mine: MyRounds; receivedAt: number }) {
  const { t } = useTranslation('rounds');
  const run = mine.run!;
  const left = useCountdown(run.roundEndsAt, run.now, receivedAt);
  const queryClient = useQueryClient();
  const away = useSetAway(slug);
  // The round's end: ask again (the server seats the next one if no clock has yet).
  useEffect(() => {
    if (left !== 0) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: roundsKey(slug) }), 1500);
    return () => clearTimeout(timer);
  }, [left, queryClient, slug]);
  const seat = mine.seat;
  const toggle = async () => {
    try {
      await away.mutateAsync(!mine.away);
    } catch (error) {
      notifyError(errorText(error));
    }
  };
  return (
    <section aria-labelledby="round-heading" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="round-heading" className="text-lg font-bold text-fg" data-testid="round-of">
          {t('screen.roundOf', { round: run.round, rounds: run.rounds })}
        </h2>
        {left !== undefined ? (
          <p className="text-lg font-bold text-primary-700 tabular-nums" data-testid="round-countdown">
            <span className="sr-only">{t('screen.timeLeft')} </span>
            {minutesAndSeconds(left)}
          </p>
        ) : null}
      </div>
      {run.groupName ? <p className="text-sm text-fg-muted">{t('screen.forGroup', { name: run.groupName })}</p> : null}
      {seat?.kind === 'table' ? (
        <div className="flex flex-col gap-3" data-testid="my-table">
          <h3 className="text-2xl font-bold text-primary-700" data-testid="table-number">
            {t('screen.table', { table: seat.table })}
          </h3>
          <p className="text-fg" data-testid="table-mates">
            {seat.mates.length ? t('screen.with', { names: seat.mates.map((m) => m.name) }) : t('screen.alone')}
          </p>
          <ul className="flex flex-wrap gap-3">
            {seat.mates.map((m) => (
              <li key={m.userId} className="flex items-center gap-2">
                <Avatar name={m.name} src={m.photoUrl} size="md" />
                <span className="text-sm font-bold text-fg" data-testid="mate-name">
                  {m.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {seat?.kind === 'away' ? <Note icon={Coffee} text={t('screen.sitOut')} /> : null}
      {seat?.kind === 'next' ? <Note icon={Hourglass} text={t('screen.joinNext')} /> : null}
      {run.round < run.rounds || mine.away ? (
        <Button variant="secondary" onClick={() => void toggle()} loading={away.isPending}>
          {mine.away ? t('screen.back') : t('screen.sitOutNext')}
        </Button>
      ) : null}
      {mine.away && seat?.kind === 'table' ? <p className="text-sm text-fg-muted">{t('screen.awayFromNext')}</p> : null}
    </section>
  );
}

function Note({ icon: Icon, text }: { icon: typeof Coffee; text: string }) {
  return (
    <p className="flex items-center gap-3 rounded-xl bg-neutral-100 p-3 font-bold text-fg" data-testid="seat-note">
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}

function SatWith({ slug, people, over }: { slug: string; people: (RoundPerson & { round: number })[]; over: boolean }) {
  const { t } = useTranslation('rounds');
  if (!people.length) return over ? <EmptyState icon={Users} title={t('satWith.title')} description={t('satWith.none')} /> : null;
  return (
    <section aria-labelledby="sat-with-heading" className="flex flex-col gap-3">
      <h2 id="sat-with-heading" className="text-lg font-bold text-fg">
        {t('satWith.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('satWith.intro')}</p>
      <ul className="flex flex-col gap-2" data-testid="sat-with">
        {people.map((p) => (
          <li key={p.userId}>
            <Link
              to="/events/$slug/connections/$userId/profile"
              params={{ slug, userId: p.userId }}
              className="flex min-h-touch items-center gap-3 rounded-2xl border border-border bg-surface p-3 shadow-card hover:border-primary-300"
            >
              <Avatar name={p.name} src={p.photoUrl} size="md" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-bold text-fg">{p.name}</span>
                <span className="text-sm text-fg-muted">{t('satWith.inRound', { round: p.round })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
