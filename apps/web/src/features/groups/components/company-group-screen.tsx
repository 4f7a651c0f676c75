import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Info, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
// board has no index.ts yet (it is being rewritten): a named exception in eslint.config.js.
import { MessageBoard } from '@/features/board';
import { GatheringsPanel } from '@/features/gatherings';
import { companyGroupQueryOptions } from '../api/get-company-group';
import { BackToEvent, CompanyGroupMembers } from './company-group-bits';
import { GroupFlags, GroupIcon } from './group-bits';
import { LazyGroupInsights } from './lazy-group-insights';

export const COMPANY_GROUP_TABS = ['members', 'board', 'gatherings', 'insights'] as const;
type CompanyGroupTab = (typeof COMPANY_GROUP_TABS)[number];
export const companyGroupTabOf = (tab: string | undefined): CompanyGroupTab => ((COMPANY_GROUP_TABS as readonly string[]).includes(tab ?? '') ? (tab as CompanyGroupTab) : 'members');

/** /{slug}/events/{id}/groups/{groupId} (search: tab = members, board, gatherings or insights): the group for the organisers. */
export function CompanyGroupScreen({ slug, eventId, groupId, tab }: { slug: string; eventId: string; groupId: string; tab?: string }) {
  const { t } = useTranslation('groups');
  const { data: group } = useSuspenseQuery(companyGroupQueryOptions(eventId, groupId));
  useDocumentTitle(group.name);
  const navigate = useNavigate();
  const { auth } = useSession();
  const { user } = useAuth(auth);
  const current = companyGroupTabOf(tab);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={<BackToEvent slug={slug} eventId={eventId} />}
        media={<GroupIcon icon={group.icon} size="lg" />}
        title={group.name}
        description={
          <span className="flex flex-col gap-1.5">
            <span>{t('members', { count: group.memberCount })}</span>
            <GroupFlags group={group} />
          </span>
        }
        actions={
          <>
            <Link to="/$slug/events/$id/groups/$groupId/details" params={{ slug, id: eventId, groupId }} className={buttonClasses({ variant: 'ghost' })}>
              <Info aria-hidden="true" className="size-4.5" />
              {t('company.details')}
            </Link>
            {group.deactivated ? null : (
              <>
                <Link to="/$slug/events/$id/groups/$groupId/edit" params={{ slug, id: eventId, groupId }} className={buttonClasses({ variant: 'secondary' })}>
                  <Pencil aria-hidden="true" className="size-4.5" />
                  {t('company.edit')}
                </Link>
                <Link to="/$slug/events/$id/groups/$groupId/delete" params={{ slug, id: eventId, groupId }} className={buttonClasses({ variant: 'secondary', className: 'text-danger-700' })}>
                  <Trash2 aria-hidden="true" className="size-4.5" />
                  {t('company.delete')}
                </Link>
              </>
            )}
          </>
        }
      />
      {group.deactivated ? <Alert tone="warning">{t('company.deactivatedText')}</Alert> : null}
      <Tabs
        value={current}
        onValueChange={(next) =>
          void navigate({
            to: '/$slug/events/$id/groups/$groupId',
            params: { slug, id: eventId, groupId },
            search: { tab: next === 'members' ? undefined : next },
            replace: true,
            resetScroll: false,
          })
        }
      >
        <TabsList aria-label={t('tabsLabel')}>
          {COMPANY_GROUP_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 max-sm:px-2 sm:flex-none">
              {value === 'board' ? (
                // Four tabs fit a phone when the board's is short there, as attendees call it.
                <>
                  <span className="sm:hidden">{t('tabs.board')}</span>
                  <span className="hidden sm:inline">{t('company.tabs.board')}</span>
                </>
              ) : (
                t(`company.tabs.${value}`)
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="members">
          <CompanyGroupMembers group={group} />
        </TabsContent>
        <TabsContent value="board" className="max-w-2xl">
          <MessageBoard key={groupId} slug={eventId} groupId={groupId} myUserId={user?.id} canPost={!group.deactivated} canModerate deactivated={group.deactivated} />
        </TabsContent>
        <TabsContent value="gatherings" className="max-w-2xl">
          <GatheringsPanel slug={eventId} company={slug} groupId={groupId} canCreate={!group.deactivated} />
        </TabsContent>
        <TabsContent value="insights">
          <LazyGroupInsights event={eventId} groupId={groupId} company={slug} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
