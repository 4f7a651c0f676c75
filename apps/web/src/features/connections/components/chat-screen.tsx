import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessageCircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { translateKey } from '@/lib/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { connectionQueryOptions } from '../api/get-connection';
import { Chat } from './chat';
import { LoadError } from '@/components/load-error';
import { isGone } from './chat-bits';

interface ChatScreenProps {
  slug: string;
  connectionId: string;
  myUserId: string | undefined;
}

/** /events/{slug}/connections/{connectionId}: the live chat of one connection, and its removal. */
export function ChatScreen({ slug, connectionId, myUserId }: ChatScreenProps) {
  const { t } = useTranslation('connections');
  const query = useQuery(connectionQueryOptions(slug, connectionId));

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('chat.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-14 w-full rounded-2xl" />
        <Skeleton className="h-12 w-3/5 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return isGone(query.error) ? <ConnectionGone slug={slug} /> : <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <Chat key={connectionId} slug={slug} connection={query.data} myUserId={myUserId} />;
}

function ConnectionGone({ slug }: { slug: string }) {
  const { t } = useTranslation('connections');
  useDocumentTitle(translateKey('errors:connectionNotFound'));
  return (
    <Card className="p-2 sm:p-4">
      <EmptyState
        as="h1"
        icon={MessageCircleOff}
        title={translateKey('errors:connectionNotFound')}
        action={
          <Link to="/events/$slug/connections" params={{ slug }} className={buttonClasses()}>
            {t('chat.toConnections')}
          </Link>
        }
      />
    </Card>
  );
}
