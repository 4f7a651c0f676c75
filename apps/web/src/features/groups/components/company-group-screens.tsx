import type { GroupDetailsSchema } from '@mingle/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Info, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { fullName, handle } from '@/lib/people';
import { useSession } from '@/lib/session-context';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
// board has no index.ts yet (it is being rewritten): a named exception in eslint.config.js.
import { MessageBoard } from '@/features/board';
import { GatheringsPanel } from '@/features/gatherings';
import { useCreateGroup } from '../api/create-group';
import { useDeleteGroup } from '../api/delete-group';
import { companyGroupQueryOptions } from '../api/get-company-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupAbout } from './group-about';
import { GroupFlags, GroupIcon } from './group-bits';
import { GroupForm, type GroupFormValues } from './group-form';
import { LazyGroupInsights } from './lazy-group-insights';

type GroupDetails = z.infer<typeof GroupDetailsSchema>;

export const COMPANY_GROUP_TABS = ['members', 'board', 'gatherings', 'insights'] as const;
type CompanyGroupTab = (typeof COMPANY_GROUP_TABS)[number];
export const companyGroupTabOf = (tab: string | undefined): CompanyGroupTab =>
  (COMPANY_GROUP_TABS as readonly string[]).includes(tab ?? '') ? (tab as CompanyGroupTab) : 'members';

function BackToEvent({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('groups');
  return (
    <Link to="/$slug/events/$id" params={{ slug, id: eventId }} search={{ tab: 'groups' }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('company.backToGroups')}
    </Link>
  );
}

function BackToGroup({ slug, eventId, group }: { slug: string; eventId: string; group: { id: string; name: string } }) {
  return (
    <Link
      to="/$slug/events/$id/groups/$groupId"
      params={{ slug, id: eventId, groupId: group.id }}
      className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {group.name}
    </Link>
  );
}

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
          <Members group={group} />
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

function Members({ group }: { group: GroupDetails }) {
  const { t } = useTranslation('groups');
  if (group.members.length === 0) {
    return (
      <Card>
        <p className="py-6 text-center text-base text-fg-muted">{t('company.noMembers')}</p>
      </Card>
    );
  }
  return (
    <Card className="p-0">
      <ul className="divide-y divide-border">
        {group.members.map((member) => {
          const name = fullName(member);
          return (
            <li key={member.userId} className="flex items-center gap-3 px-4 py-3">
              <Avatar name={name} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-fg">{name}</span>
                <span className="text-sm text-fg-muted">{handle(member.username)}</span>
              </span>
              {member.aiMatched ? <Badge tone="accent">{t('flags.aiMatched')}</Badge> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function Facts({ group }: { group: GroupDetails }) {
  const { t } = useTranslation('groups');
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-fg">{t('details.about')}</h2>
      <GroupAbout group={group} />
      {group.targetSize ? <p className="text-sm text-fg-muted">{t('company.targetSize', { count: group.targetSize })}</p> : null}
    </Card>
  );
}

/** /{slug}/events/{id}/groups/{groupId}/details: what the group is about and who is in it. */
export function CompanyGroupDetailsScreen({ slug, eventId, groupId }: { slug: string; eventId: string; groupId: string }) {
  const { t } = useTranslation('groups');
  const { data: group } = useSuspenseQuery(companyGroupQueryOptions(eventId, groupId));
  useDocumentTitle(t('details.documentTitle', { name: group.name }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader eyebrow={<BackToGroup slug={slug} eventId={eventId} group={group} />} media={<GroupIcon icon={group.icon} size="lg" />} title={group.name} description={<GroupFlags group={group} />} />
      {group.deactivated ? <Alert tone="warning">{t('company.deactivatedText')}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts group={group} />
        <section aria-labelledby="group-members" className="flex flex-col gap-3">
          <h2 id="group-members" className="text-lg font-bold text-fg">
            {t('details.members')} ({group.memberCount})
          </h2>
          <Members group={group} />
        </section>
      </div>
    </div>
  );
}

const emptyGroup: GroupFormValues = { name: '', description: '', labels: [], icon: '' };

function FormPage({ title, description, eyebrow, children }: { title: string; description: string; eyebrow: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      {children}
    </div>
  );
}

/** /{slug}/events/{id}/groups/create */
export function CompanyGroupCreateScreen({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const create = useCreateGroup(eventId);
  return (
    <FormPage title={t('company.createTitle')} description={t('company.createDescription')} eyebrow={<BackToEvent slug={slug} eventId={eventId} />}>
      <GroupForm
        defaultValues={emptyGroup}
        submitLabel={t('company.createSubmit')}
        cancel={
          <Link to="/$slug/events/$id" params={{ slug, id: eventId }} search={{ tab: 'groups' }} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('cancel')}
          </Link>
        }
        onSubmit={async (input) => {
          try {
            const group = await create.mutateAsync(input);
            notifySuccess(t('company.created'));
            await navigate({ to: '/$slug/events/$id/groups/$groupId', params: { slug, id: eventId, groupId: group.id } });
          } catch (error) {
            // Field problems show at their fields; anything else also says 'Failed to create group'.
            if (!(isApiError(error) && error.code === 400)) notifyError(t('company.failedToCreate'));
            throw error;
          }
        }}
      />
    </FormPage>
  );
}

/** /{slug}/events/{id}/groups/{groupId}/edit */
export function CompanyGroupEditScreen({ slug, eventId, groupId }: { slug: string; eventId: string; groupId: string }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const { data: group } = useSuspenseQuery(companyGroupQueryOptions(eventId, groupId));
  const update = useUpdateGroup(eventId, groupId);
  return (
    <FormPage title={t('company.editTitle')} description={t('company.editDescription')} eyebrow={<BackToGroup slug={slug} eventId={eventId} group={group} />}>
      {group.deactivated ? (
        <Alert tone="warning">{t('company.deactivatedText')}</Alert>
      ) : (
        <GroupForm
          defaultValues={{ name: group.name, description: group.description ?? '', labels: group.labels, icon: group.icon }}
          submitLabel={t('company.save')}
          cancel={
            <Link to="/$slug/events/$id/groups/$groupId" params={{ slug, id: eventId, groupId }} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('cancel')}
            </Link>
          }
          onSubmit={async (input) => {
            await update.mutateAsync(input);
            notifySuccess(t('company.saved'));
            await navigate({ to: '/$slug/events/$id/groups/$groupId', params: { slug, id: eventId, groupId } });
          }}
        />
      )}
    </FormPage>
  );
}

/** /{slug}/events/{id}/groups/{groupId}/delete: asks first; the group is deactivated (read-only for attendees), not erased. */
export function CompanyGroupDeleteScreen({ slug, eventId, groupId }: { slug: string; eventId: string; groupId: string }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const { data: group } = useSuspenseQuery(companyGroupQueryOptions(eventId, groupId));
  const remove = useDeleteGroup(eventId);
  useDocumentTitle(t('company.deleteTitle', { name: group.name }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader eyebrow={<BackToGroup slug={slug} eventId={eventId} group={group} />} title={t('company.deleteTitle', { name: group.name })} />
      <Card className="flex max-w-2xl flex-col gap-4">
        <div className="flex items-center gap-3">
          <GroupIcon icon={group.icon} />
          <div className="flex flex-col">
            <span className="font-bold text-fg">{group.name}</span>
            <span className="text-sm text-fg-muted">{t('members', { count: group.memberCount })}</span>
          </div>
        </div>
        {group.deactivated ? (
          <Alert tone="info">{t('company.alreadyDeactivated')}</Alert>
        ) : (
          <>
            <p className="text-base text-fg">{t('company.deleteText')}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to="/$slug/events/$id/groups/$groupId" params={{ slug, id: eventId, groupId }} className={buttonClasses({ variant: 'secondary' })}>
                {t('cancel')}
              </Link>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(groupId, {
                    onSuccess: async () => {
                      notifySuccess(t('company.deleted', { name: group.name }));
                      await navigate({ to: '/$slug/events/$id/groups/$groupId', params: { slug, id: eventId, groupId } });
                    },
                    onError: (error) => notifyError(errorText(error)),
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4.5" />
                {t('company.deleteConfirm')}
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
