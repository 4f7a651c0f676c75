import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { companyGroupQueryOptions } from '../api/get-company-group';
import { BackToGroup, CompanyGroupMembers, type GroupDetails } from './company-group-bits';
import { GroupAbout } from './group-about';
import { GroupFlags, GroupIcon } from './group-bits';

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
      <PageHeader
        eyebrow={<BackToGroup slug={slug} eventId={eventId} group={group} />}
        media={<GroupIcon icon={group.icon} size="lg" />}
        title={group.name}
        description={<GroupFlags group={group} />}
      />
      {group.deactivated ? <Alert tone="warning">{t('company.deactivatedText')}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts group={group} />
        <section aria-labelledby="group-members" className="flex flex-col gap-3">
          <h2 id="group-members" className="text-lg font-bold text-fg">
            {t('details.members')} ({group.memberCount})
          </h2>
          <CompanyGroupMembers group={group} />
        </section>
      </div>
    </div>
  );
}
