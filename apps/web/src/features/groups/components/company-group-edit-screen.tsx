import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { notifySuccess } from '@/lib/toast';
import { companyGroupQueryOptions } from '../api/get-company-group';
import { useUpdateGroup } from '../api/update-group';
import { BackToGroup, GroupFormPage } from './company-group-bits';
import { GroupForm } from './group-form';

/** /{slug}/events/{id}/groups/{groupId}/edit */
export function CompanyGroupEditScreen({ slug, eventId, groupId }: { slug: string; eventId: string; groupId: string }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const { data: group } = useSuspenseQuery(companyGroupQueryOptions(eventId, groupId));
  const update = useUpdateGroup(eventId, groupId);
  return (
    <GroupFormPage title={t('company.editTitle')} description={t('company.editDescription')} eyebrow={<BackToGroup slug={slug} eventId={eventId} group={group} />}>
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
    </GroupFormPage>
  );
}
