import { Link, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageView } from '@/components/message-view';
import { RouteErrorView } from '@/components/route-error-view';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api';

function GroupNotFound({ kind }: { kind: 'group' | 'gathering' }) {
  const { t } = useTranslation('groups');
  const { slug } = useParams({ strict: false });
  const back = slug ? (
    <Link to="/events/$slug" params={{ slug }} search={{ tab: 'groups' }} className={buttonClasses()}>
      {t('backToGroups')}
    </Link>
  ) : null;
  return <MessageView icon={SearchX} title={t(`notFound.${kind}`)} description={t('notFound.text')} action={back} />;
}

/** A group (or gathering) of another event, or none: "not found"; a bad id reads the same. Else the generic error view. */
export function GroupRouteError(props: ErrorComponentProps) {
  if (isApiError(props.error) && (props.error.code === 404 || props.error.code === 400)) return <GroupNotFound kind="group" />;
  return <RouteErrorView {...props} />;
}

export function GatheringRouteError(props: ErrorComponentProps) {
  if (isApiError(props.error) && (props.error.code === 404 || props.error.code === 400)) return <GroupNotFound kind="gathering" />;
  return <RouteErrorView {...props} />;
}

function CompanyGroupNotFound() {
  const { t } = useTranslation('groups');
  const { slug, id } = useParams({ strict: false });
  const back =
    slug && id ? (
      <Link to="/$slug/events/$id" params={{ slug, id }} search={{ tab: 'groups' }} className={buttonClasses()}>
        {t('company.backToGroups')}
      </Link>
    ) : null;
  return <MessageView icon={SearchX} title={t('notFound.group')} description={t('notFound.companyText')} action={back} />;
}

/** Console group pages: another event's (or no) group reads as "not found"; anything else is the generic error view. */
export function CompanyGroupRouteError(props: ErrorComponentProps) {
  if (isApiError(props.error) && (props.error.code === 404 || props.error.code === 400)) return <CompanyGroupNotFound />;
  return <RouteErrorView {...props} />;
}
