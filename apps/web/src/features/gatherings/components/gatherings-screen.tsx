import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { CalendarFeedCard } from '@/features/calendar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { GatheringsWhen } from '../api/get-event-gatherings';
import { GatheringList } from './gathering-list';

const TABS: readonly GatheringsWhen[] = ['upcoming', 'expired'];

export const gatheringsTabOf = (tab: string | undefined): GatheringsWhen => (tab === 'expired' ? 'expired' : 'upcoming');

/**
 * /events/{slug}/gatherings (search: tab, page): upcoming and expired gatherings across the
 * event's groups, and a way to start one in a group of mine.
 */
export function GatheringsScreen({ slug, tab, page }: { slug: string; tab?: string; page?: number }) {
  const { t } = useTranslation('gatherings');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const current = gatheringsTabOf(tab);
  const startLink = (
    <Link to="/events/$slug/gatherings/create" params={{ slug }} className={buttonClasses()}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('startLink')}
    </Link>
  );
  const go = (next: { tab?: string; page?: number }) => void navigate({ to: '/events/$slug/gatherings', params: { slug }, search: next, replace: true, resetScroll: false });

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-xl font-bold tracking-tight text-fg">{t('title')}</h1>
          <p className="text-base text-fg-muted">{t('description')}</p>
        </div>
        {startLink}
      </header>
      <Tabs value={current} onValueChange={(next) => go({ tab: next === 'upcoming' ? undefined : next })}>
        <TabsList aria-label={t('tabsLabel')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1">
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value}>
            <GatheringList
              slug={slug}
              when={value}
              page={current === value ? page : undefined}
              onLoadMore={(next) => go({ tab: value === 'upcoming' ? undefined : value, page: next })}
              emptyAction={startLink}
            />
          </TabsContent>
        ))}
      </Tabs>
      <CalendarFeedCard />
    </div>
  );
}
