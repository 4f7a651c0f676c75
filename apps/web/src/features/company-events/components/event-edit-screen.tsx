import type { CompanyEvent } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSuspenseCompanyEvent } from '../api/get-company-event';
import { useUpdateCompanyEvent } from '../api/update-company-event';
import { EventForm, type EventFormValues } from './event-form';

const valuesOf = (event: CompanyEvent): EventFormValues => ({
  name: event.name,
  slug: event.slug,
  startDate: event.startDate,
  endDate: event.endDate,
  startTime: event.startTime,
  endTime: event.endTime,
  timeZone: event.timeZone,
  locationTbd: event.locationTbd,
  location: event.location ?? '',
  description: event.description ?? '',
  expectedAttendees: event.expectedAttendees,
  welcomeMessage: event.welcomeMessage,
  organizerUsername: event.organizerUsername,
  logoUploadId: event.logoUploadId,
  bannerUploadId: event.bannerUploadId,
  attendeeDataRetentionDays: event.attendeeDataRetentionDays,
  registrationClosesAt: event.registrationClosesAt,
  capacity: event.capacity,
  approvalRequired: event.approvalRequired,
  waitlistOfferHours: event.waitlistOfferHours,
  intentOptions: event.intentOptions.map((option) => ({ ...option })),
});

/** /{slug}/events/{id}/edit */
export function EventEditScreen({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('companyEvents');
  const { data: event } = useSuspenseCompanyEvent(id);
  useDocumentTitle(t('edit.documentTitle', { name: event.name }));
  const navigate = useNavigate();
  const update = useUpdateCompanyEvent(id);
  const back = (
    <Link to="/$slug/events/$id" params={{ slug, id }} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
      {t('form.cancel')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={
          <Link to="/$slug/events/$id" params={{ slug, id }} className="rounded-sm py-2 hover:text-fg hover:underline">
            ← {event.name}
          </Link>
        }
        title={t('edit.title')}
      />
      <EventForm
        key={event.id}
        defaultValues={valuesOf(event)}
        slugChosen
        initialImages={{ logoUrl: event.logoUrl, bannerUrl: event.bannerUrl }}
        submitLabel={t('edit.submit')}
        cancel={back}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          notifySuccess(t('edit.saved'));
          await navigate({ to: '/$slug/events/$id', params: { slug, id } });
        }}
      />
    </div>
  );
}
