import type { Gathering, GatheringAttendeesStatus } from '@mingle/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleList } from '@/components/people-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fullName } from '@/lib/people';
import { useAdmitFromLine } from '../api/admit-from-line';
import { gatheringAttendeesKey, gatheringAttendeesQueryOptions } from '../api/get-gathering-attendees';

const STATUSES: readonly GatheringAttendeesStatus[] = ['going', 'interested', 'waitlisted'];

/**
 * Who is going and who is interested, with what they share with me, in pages. The counts arrive
 * live (useLiveGatherings); when they move, the lists are read again.
 */
export function GatheringPeople({ slug, gathering }: { slug: string; gathering: Gathering }) {
  const { t } = useTranslation('gatherings');
  const [status, setStatus] = useState<GatheringAttendeesStatus>('going');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(gatheringAttendeesQueryOptions(slug, gathering.groupId, gathering.id, status));

  const counts = `${gathering.goingCount}/${gathering.interestedCount}/${gathering.waitlistCount}`;
  // The line shows where places are counted; its creator and the organisers may let someone in.
  const shown = STATUSES.filter((value) => value !== 'waitlisted' || gathering.capacity !== null || gathering.waitlistCount > 0);
  const countOf = (value: GatheringAttendeesStatus) => (value === 'going' ? gathering.goingCount : value === 'interested' ? gathering.interestedCount : gathering.waitlistCount);
  const admit = useAdmitFromLine(slug, gathering);
  const seen = useRef(counts);
  useEffect(() => {
    if (seen.current === counts) return;
    seen.current = counts;
    void queryClient.invalidateQueries({ queryKey: gatheringAttendeesKey(slug, gathering.id) });
  }, [counts, queryClient, slug, gathering.id]);

  return (
    <section aria-labelledby="gathering-people" className="flex flex-col gap-3">
      <h2 id="gathering-people" className="text-lg font-bold text-fg">
        {t('people.title')}
      </h2>
      <Tabs value={status} onValueChange={(next) => setStatus(shown.find((value) => value === next) ?? 'going')}>
        <TabsList aria-label={t('people.which')}>
          {shown.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1">
              {t(`people.${value}`, { count: countOf(value) })}
            </TabsTrigger>
          ))}
        </TabsList>
        {shown.map((value) => (
          <TabsContent key={value} value={value}>
            <PeopleList
              query={query}
              loadingLabel={t('people.loading')}
              empty={<EmptyState icon={Users} as="h3" title={t(`people.empty.${value}`)} description={t('people.emptyText')} className="py-6" />}
              loadMoreLabel={t('people.loadMore')}
              endText={t('people.noMore')}
              action={
                value === 'waitlisted' && gathering.canEdit
                  ? (person) => (
                      <Button
                        variant="secondary"
                        loading={admit.isPending && admit.variables === person.userId}
                        disabled={admit.isPending}
                        aria-label={t('places.admitLabel', { name: fullName(person) })}
                        onClick={() => admit.mutate(person.userId)}
                      >
                        {t('places.admit')}
                      </Button>
                    )
                  : undefined
              }
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
