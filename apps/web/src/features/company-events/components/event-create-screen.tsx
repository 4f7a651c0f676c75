import { DEFAULT_INTENT_OPTIONS, PLACES } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateCompanyEvent } from '../api/create-company-event';
import { todayIn } from '@/lib/dates';
import { browserTimeZone } from '../lib/time-zones';
import { EventForm, type EventFormValues } from './event-form';

function emptyEvent(organizerUsername: string): EventFormValues {
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  return {
    name: '',
    slug: '',
    startDate: today,
    endDate: today,
    startTime: null,
    endTime: null,
    timeZone,
    locationTbd: false,
    location: '',
    description: '',
    expectedAttendees: null,
    welcomeMessage: '',
    organizerUsername,
    logoUploadId: null,
    bannerUploadId: null,
    registrationClosesAt: null,
    capacity: null,
    approvalRequired: false,
    waitlistOfferHours: PLACES.offerHoursDefault,
    // The default list, with its ids, for the organisers to trim or reword.
    intentOptions: DEFAULT_INTENT_OPTIONS.map((option) => ({ ...option })),
  };
}

/** /{slug}/events/create */
export function EventCreateScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('companyEvents');
  useDocumentTitle(t('create.documentTitle'));
  const navigate = useNavigate();
  const { auth } = useSession();
  const { user } = useAuth(auth);
  const create = useCreateCompanyEvent();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={
          <Link to="/$slug/events" params={{ slug }} className="rounded-sm py-2 hover:text-fg hover:underline">
            ← {t('details.back')}
          </Link>
        }
        title={t('create.title')}
        description={t('create.description')}
      />
      <EventForm
        defaultValues={emptyEvent(user?.username ?? '')}
        submitLabel={t('create.submit')}
        cancel={
          <Link to="/$slug/events" params={{ slug }} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('form.cancel')}
          </Link>
        }
        onSubmit={async (values) => {
          const event = await create.mutateAsync(values);
          notifySuccess(t('create.created'));
          await navigate({ to: '/$slug/events/$id', params: { slug, id: event.id } });
        }}
      />
    </div>
  );
}
