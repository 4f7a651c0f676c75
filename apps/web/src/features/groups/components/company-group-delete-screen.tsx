import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteGroup } from '../api/delete-group';
import { companyGroupQueryOptions } from '../api/get-company-group';
import { BackToGroup } from './company-group-bits';
import { GroupIcon } from './group-bits';

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
                    onSuccess: () => {
                      notifySuccess(t('company.deleted', { name: group.name }));
                      void navigate({ to: '/$slug/events/$id/groups/$groupId', params: { slug, id: eventId, groupId } });
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
