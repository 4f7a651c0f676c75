import { useQuery } from '@tanstack/react-query';
import { Armchair } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EventCardLink } from '@/components/event-card-link';
import { myRoundsQueryOptions } from '../api/rounds-api';
import { useRoundsLive } from '../lib/use-rounds-live';

const SHOW_AFTER_MS = 3 * 3_600_000;

/** On the event home while rounds of mine are on (and for a while after): my table at a glance. */
export function RoundsCard({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('rounds');
  useRoundsLive(slug, eventId);
  const { data: mine } = useQuery(myRoundsQueryOptions(slug));
  const run = mine?.run;
  if (!run) return null;
  if (run.status !== 'on') {
    if (!mine.satWith.length || Date.parse(run.now) - Date.parse(run.roundEndsAt) > SHOW_AFTER_MS) return null;
    return (
      <EventCardLink
        to="/events/$slug/rounds"
        slug={slug}
        icon={Armchair}
        tone="bg-accent-50 text-accent-700"
        title={t('card.overTitle')}
        text={t('card.overText', { count: mine.satWith.length })}
        testId="rounds-card"
      />
    );
  }
  const seat = mine.seat;
  const text = seat?.kind === 'table' ? t('card.table', { table: seat.table }) : seat?.kind === 'away' ? t('screen.sitOut') : t('screen.joinNext');
  return (
    <EventCardLink
      to="/events/$slug/rounds"
      slug={slug}
      icon={Armchair}
      tone="bg-primary-50 text-primary-700"
      title={t('screen.roundOf', { round: run.round, rounds: run.rounds })}
      text={text}
      testId="rounds-card"
    />
  );
}
