import type { AttendeeGroup } from '@mingle/contracts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarPlus, Info, UsersRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ToggleChip } from '@/components/ui/chip';
import { GroupAbout } from './group-about';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { fullName } from '@/lib/people';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MessageBoard } from '@/features/board';
import { eventProfileQueryOptions } from '@/features/profile';
import { GatheringList, type GatheringsWhen } from '@/features/gatherings';
import { myGroupQueryOptions } from '../api/get-my-group';
import { useLiveGroup } from '../api/use-live-group';
import { GroupFlags, GroupIcon, MemberCount, canJoin } from './group-bits';
import { LazyGroupInsights } from './lazy-group-insights';
import { JoinButton, LeaveButton } from './membership';

export const GROUP_TABS = ['board', 'gatherings', 'insights'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];
export const groupTabOf = (tab: string | undefined): GroupTab => ((GROUP_TABS as readonly string[]).includes(tab ?? '') ? (tab as GroupTab) : 'board');

function GroupHeader({ slug, group, children }: { slug: string; group: AttendeeGroup; children?: ReactNode }) {
  const { t } = useTranslation('groups');
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/events/$slug"
        params={{ slug }}
        search={{ tab: 'groups' }}
        className="inline-flex min-h-touch items-center self-start rounded-sm text-sm font-semibold text-fg-muted hover:text-fg hover:underline"
      >
        ← {t('backToGroups')}
      </Link>
      <div className="flex items-start gap-4">
        <GroupIcon icon={group.icon} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-fg">{group.name}</h1>
          <MemberCount group={group} className="text-sm text-fg-muted" />
          <GroupFlags group={group} />
        </div>
      </div>
      {children}
    </header>
  );
}

/** /events/{slug}/{groupId} (search: tab): the group's board, gatherings and insights. */
export function GroupScreen({ slug, groupId, tab }: { slug: string; groupId: string; tab?: string }) {
  const { t } = useTranslation('groups');
  const { data: group } = useSuspenseQuery(myGroupQueryOptions(slug, groupId));
  useLiveGroup(slug, groupId);
  useDocumentTitle(group.name);
  const navigate = useNavigate();
  const { auth } = useSession();
  const { user } = useAuth(auth);
  // My name on messages still on their way, as the board names everyone (the event's layout has my profile).
  const { data: profile } = useQuery(eventProfileQueryOptions(slug));
  const current = groupTabOf(tab);

  return (
    <div className="flex flex-col gap-5">
      <GroupHeader slug={slug} group={group}>
        <div className="flex flex-wrap gap-2">
          {canJoin(group) ? <JoinButton slug={slug} group={group} fromSuggestion={group.seatHeld} /> : null}
          <Link to="/events/$slug/$groupId/details" params={{ slug, groupId }} className={buttonClasses({ variant: 'secondary' })}>
            <Info aria-hidden="true" className="size-4" />
            {t('about')}
          </Link>
          <Link to="/events/$slug/$groupId/members" params={{ slug, groupId }} className={buttonClasses({ variant: 'secondary' })}>
            <UsersRound aria-hidden="true" className="size-4" />
            {t('membersLink')}
          </Link>
        </div>
        {group.deactivated ? <Alert tone="warning">{t('deactivatedText')}</Alert> : null}
      </GroupHeader>

      <Tabs
        value={current}
        onValueChange={(next) => void navigate({ to: '/events/$slug/$groupId', params: { slug, groupId }, search: { tab: next === 'board' ? undefined : next }, replace: true, resetScroll: false })}
      >
        <TabsList aria-label={t('tabsLabel')}>
          {GROUP_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-2">
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="board">
          <MessageBoard
            key={groupId}
            slug={slug}
            groupId={groupId}
            myUserId={user?.id}
            myName={profile ? fullName(profile) : user?.username}
            canPost={group.canPost}
            canModerate={group.canModerate}
            deactivated={group.deactivated}
            marksRead={group.isMember && !group.deactivated}
          />
        </TabsContent>
        <TabsContent value="gatherings">
          <GatheringsPanel slug={slug} group={group} />
        </TabsContent>
        <TabsContent value="insights">
          <LazyGroupInsights event={slug} groupId={groupId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function GatheringsPanel({ slug, group }: { slug: string; group: AttendeeGroup }) {
  const { t } = useTranslation('groups');
  const [when, setWhen] = useState<GatheringsWhen>('upcoming');
  const mayCreate = group.isMember && !group.deactivated;
  const createLink = mayCreate ? (
    <Link to="/events/$slug/$groupId/gatherings/create" params={{ slug, groupId: group.id }} className={buttonClasses()}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('newGathering')}
    </Link>
  ) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('gatheringsWhen')} className="flex gap-2">
          {(['upcoming', 'expired'] as const).map((value) => (
            <ToggleChip key={value} pressed={when === value} onPressedChange={() => setWhen(value)}>
              {t(`when.${value}`)}
            </ToggleChip>
          ))}
        </div>
        {createLink}
      </div>
      <GatheringList slug={slug} groupId={group.id} when={when} />
    </div>
  );
}

/** /events/{slug}/{groupId}/details: what the group is about, its labels and interests; join or leave. */
export function GroupDetailsScreen({ slug, groupId }: { slug: string; groupId: string }) {
  const { t } = useTranslation('groups');
  const { data: group } = useSuspenseQuery(myGroupQueryOptions(slug, groupId));
  useDocumentTitle(t('details.documentTitle', { name: group.name }));
  return (
    <div className="flex flex-col gap-5">
      <GroupHeader slug={slug} group={group} />
      {group.deactivated ? <Alert tone="warning">{t('deactivatedText')}</Alert> : null}
      <section aria-labelledby="group-about" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
        <h2 id="group-about" className="text-lg font-bold text-fg">
          {t('details.about')}
        </h2>
        <GroupAbout group={group} />
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to="/events/$slug/$groupId" params={{ slug, groupId }} className={buttonClasses()}>
          {t('openBoard')}
        </Link>
        {group.deactivated ? null : group.isMember ? <LeaveButton slug={slug} group={group} /> : canJoin(group) ? <JoinButton slug={slug} group={group} fromSuggestion={group.seatHeld} /> : null}
      </div>
    </div>
  );
}
