import type { AttendeeGroup, Group, GroupSuggestion } from '@mingle/contracts';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLiveGroup } from '../api/use-live-group';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Sparkles, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ToggleChip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { groupSuggestionsQueryOptions } from '../api/get-group-suggestions';
import { groupsQueryOptions } from '../api/get-groups';
import { GroupFlags, GroupIcon, MemberCount, canJoin, isGroupFull } from './group-bits';
import { JoinButton } from './membership';
import { NoMatchState } from '@/components/no-match-state';
import { PagedList } from '@/components/paged-list';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { groupUnread, UnreadBadge, UnreadLabel, useUnread } from '@/features/notifications';

const SEARCH_DEBOUNCE_MS = 250;

/** Asks for what the screen shows first (the route's loader, so a preload has it too: decision 023). */
export function prefetchGroupList(queryClient: QueryClient, slug: string): void {
  void queryClient.prefetchInfiniteQuery(groupsQueryOptions(slug, { q: '', mine: false }));
  void queryClient.prefetchQuery(groupSuggestionsQueryOptions(slug));
}

/** /events/{slug}?tab=groups: suggested groups, then every group by name or label, or just mine. */
export function GroupListScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('groups');
  useDocumentTitle(t('list.title'));
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [mine, setMine] = useState(false);
  const query = useInfiniteQuery(groupsQueryOptions(slug, { q, mine }));
  useLiveGroup(slug);
  const filtered = Boolean(q || mine);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('list.title')}</h1>
        <p className="text-base text-fg-muted">{t('list.description')}</p>
      </header>

      <Suggestions slug={slug} />

      <div role="search" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <FormField label={t('list.searchLabel')}>
          <SearchInput value={text} onChange={(event) => setText(event.target.value)} placeholder={t('list.searchPlaceholder')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <ToggleChip pressed={mine} onPressedChange={setMine}>
            {t('list.mine')}
          </ToggleChip>
        </div>
      </div>

      <section aria-label={t('list.resultsLabel')} aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
        <PagedList
          query={query}
          loading={<CardListSkeleton label={t('list.loading')} avatar="square" />}
          empty={
            filtered ? (
              <NoMatchState
                title={mine && !q ? t('list.noMineTitle') : t('list.noMatchTitle')}
                description={mine && !q ? t('list.noMineText') : t('list.noMatchText')}
                clearLabel={t('list.showAll')}
                onClear={() => {
                  setText('');
                  setMine(false);
                }}
              />
            ) : (
              <EmptyState icon={UsersRound} title={t('list.emptyTitle')} description={t('list.emptyText')} />
            )
          }
          itemKey={(group) => group.id}
          renderItem={(group) => <GroupCard slug={slug} group={group} />}
          className="flex flex-col gap-3"
          loadMoreLabel={t('list.loadMore')}
          endText={t('list.noMore')}
        />
      </section>
    </div>
  );
}

function GroupCard({ slug, group }: { slug: string; group: AttendeeGroup }) {
  const unread = groupUnread(useUnread(slug).data, group.id);
  const unreadId = useId();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300">
      <GroupIcon icon={group.icon} />
      <Link to="/events/$slug/$groupId" params={{ slug, groupId: group.id }} aria-describedby={unread ? unreadId : undefined} className="group flex min-w-0 flex-1 flex-col gap-1 rounded-md">
        <span className="flex items-start justify-between gap-2">
          <span className="text-base font-bold break-words text-fg group-hover:text-primary-700">{group.name}</span>
          <UnreadBadge count={unread} className="mt-0.5 shrink-0" />
        </span>
        <MemberCount group={group} className="text-sm text-fg-muted" />
        <GroupFlags group={group} />
        {group.labels.length > 0 ? <span className="text-sm text-fg-muted">{group.labels.map((label) => `#${label}`).join(' ')}</span> : null}
      </Link>
      <UnreadLabel id={unreadId} count={unread} />
      {canJoin(group) ? <JoinButton slug={slug} group={group} className="shrink-0" /> : <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />}
    </div>
  );
}

/**
 * The group the matcher placed me in ("Matched for you", a seat held for me), then other groups
 * with room that fit. A suggestion that fills up meanwhile says Full instead of offering Join.
 */
function Suggestions({ slug }: { slug: string }) {
  const { t } = useTranslation('groups');
  const query = useQuery(groupSuggestionsQueryOptions(slug));
  const suggestions = query.data ?? [];
  if (query.isPending || suggestions.length === 0) return null;
  const matched = suggestions.find((s) => s.matched);
  const others = suggestions.filter((s) => s !== matched);
  return (
    <>
      {matched ? (
        <section aria-labelledby="group-matched" className="flex flex-col gap-3">
          <h2 id="group-matched" className="flex items-center gap-2 text-lg font-bold text-fg">
            <Sparkles aria-hidden="true" className="size-5 text-accent-700" />
            {t('suggestions.matchedTitle')}
          </h2>
          <SuggestionCard slug={slug} suggestion={matched} />
        </section>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="group-suggestions" className="flex flex-col gap-3">
          <h2 id="group-suggestions" className="flex items-center gap-2 text-lg font-bold text-fg">
            {matched ? null : <Sparkles aria-hidden="true" className="size-5 text-accent-700" />}
            {matched ? t('suggestions.alsoTitle') : t('suggestions.title')}
          </h2>
          <ul className="flex flex-col gap-3">
            {others.map((s) => (
              <li key={s.group.id}>
                <SuggestionCard slug={slug} suggestion={s} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function SuggestionCard({ slug, suggestion: { group, reason, matched } }: { slug: string; suggestion: GroupSuggestion }) {
  const { t } = useTranslation('groups');
  const full = !matched && isGroupFull(group);
  return (
    <div
      className={
        matched ? 'flex flex-col gap-3 rounded-2xl border-2 border-accent-600/50 bg-accent-50 p-4 shadow-card' : 'flex flex-col gap-3 rounded-2xl border border-accent-600/30 bg-accent-50 p-4'
      }
    >
      <div className="flex items-start gap-3">
        <GroupIcon icon={group.icon} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link to="/events/$slug/$groupId" params={{ slug, groupId: group.id }} className="text-base font-bold break-words text-fg hover:text-primary-700 hover:underline">
            {group.name}
          </Link>
          <p className="text-sm text-accent-800">{reason}</p>
          <SuggestionFlags group={group} />
        </div>
      </div>
      {full ? <p className="text-sm font-semibold text-fg-muted">{t('suggestions.filledUp')}</p> : <JoinButton slug={slug} group={group} fromSuggestion className="self-start" />}
    </div>
  );
}

function SuggestionFlags({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone="neutral">
        <MemberCount group={group} compact />
      </Badge>
      {group.aiCreated ? <Badge tone="accent">{t('flags.aiCreated')}</Badge> : null}
    </span>
  );
}
