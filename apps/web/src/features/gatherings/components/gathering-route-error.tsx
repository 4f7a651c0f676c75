import { Link, useParams } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageView } from '@/components/message-view';
import { notFoundRouteError } from '@/components/not-found-route-error';
import { buttonClasses } from '@/components/ui/button';
import { groupGatheringsLink } from '../lib/links';

/** "We couldn't find this gathering", with the way back to the group's gatherings in the console. */
function CompanyGatheringNotFound() {
  const { t } = useTranslation('gatherings');
  const params = useParams({ strict: false });
  const group = params.slug && params.id && params.groupId ? groupGatheringsLink({ slug: params.id, company: params.slug }, params.groupId) : null;
  const back = group ? (
    <Link {...group} className={buttonClasses()}>
      {t('back')}
    </Link>
  ) : null;
  return <MessageView icon={SearchX} title={t('notFound.title')} description={t('notFound.text')} action={back} />;
}

/** Console gathering pages: another group's (or no) gathering reads as "not found"; anything else is the generic error view. */
export const CompanyGatheringRouteError = notFoundRouteError(CompanyGatheringNotFound);
