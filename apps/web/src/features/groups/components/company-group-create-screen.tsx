import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCreateGroup } from '../api/create-group';
import { BackToEvent, GroupFormPage } from './company-group-bits';
import { GroupForm, type GroupFormValues } from './group-form';

const emptyGroup: GroupFormValues = { name: '', description: '', labels: [], icon: '' };

/** /{slug}/events/{id}/groups/create */
export function CompanyGroupCreateScreen({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const create = useCreateGroup(eventId);
  return (
    <GroupFormPage title={t('company.createTitle')} description={t('company.createDescription')} eyebrow={<BackToEvent slug={slug} eventId={eventId} />}>
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
    </GroupFormPage>
  );
}
