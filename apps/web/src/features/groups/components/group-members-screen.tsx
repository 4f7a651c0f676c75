import { useInfiniteQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleList } from '@/components/people-list';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { groupMembersQueryOptions } from '../api/get-group-members';
import { myGroupQueryOptions } from '../api/get-my-group';
import { useLiveGroup } from '../api/use-live-group';
import { GroupIcon, MemberCount } from './group-bits';

/**
 * /events/{slug}/{groupId}/members: who is in the group (full name, @username, what we share), in
 * pages. The count arrives live; when it moves, the list is read again.
 */
export function GroupMembersScreen({ slug, groupId }: { slug: string; groupId: string }) {
  const { t } = useTranslation('groups');
  const { data: group } = useSuspenseQuery(myGroupQueryOptions(slug, groupId));
  useLiveGroup(slug, groupId);
  useDocumentTitle(t('membersScreen.documentTitle', { name: group.name }));
  const query = useInfiniteQuery(groupMembersQueryOptions(slug, groupId));
  const queryClient = useQueryClient();

  const seen = useRef(group.memberCount);
  useEffect(() => {
    if (seen.current === group.memberCount) return;
    seen.current = group.memberCount;
    void queryClient.invalidateQueries({ queryKey: groupMembersQueryOptions(slug, groupId).queryKey });
  }, [group.memberCount, queryClient, slug, groupId]);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <Link
          to="/events/$slug/$groupId"
          params={{ slug, groupId }}
          className="inline-flex min-h-touch items-center self-start rounded-sm text-sm font-semibold text-fg-muted hover:text-fg hover:underline"
        >
          ← {t('membersScreen.back', { name: group.name })}
        </Link>
        <div className="flex items-center gap-4">
          <GroupIcon icon={group.icon} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h1 className="text-xl font-bold tracking-tight break-words text-fg">{t('membersScreen.title', { name: group.name })}</h1>
            <MemberCount group={group} className="text-sm text-fg-muted" />
          </div>
        </div>
      </header>
      <section aria-label={t('membersScreen.listLabel')} aria-busy={query.isFetching || undefined} className="flex flex-col">
        <PeopleList
          query={query}
          loadingLabel={t('membersScreen.loading')}
          empty={<EmptyState icon={UsersRound} title={t('membersScreen.emptyTitle')} description={group.deactivated ? undefined : t('membersScreen.emptyText')} />}
          loadMoreLabel={t('membersScreen.loadMore')}
          endText={t('membersScreen.noMore')}
        />
      </section>
    </div>
  );
}
