import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, MessageCircleHeart, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useChannel } from '@/lib/realtime';
import { connectionRequestsQueryOptions, useDecideRequest } from '../api/connection-requests';
import { connectionsKey } from '../api/get-connections';

type News = { kind: 'connected'; name: string; connectionId: string } | { kind: 'asked'; name: string; userId: string };

/**
 * On My QR: whoever just scanned my code (or asked me) shows up here at once, through my own live
 * channel, so I know it worked without looking at their phone: the chat, or the request to accept.
 */
export function ScannedNews({ slug, eventId, userId }: { slug: string; eventId: string; userId: string }) {
  const queryClient = useQueryClient();
  const [news, setNews] = useState<News | null>(null);
  const [listening, setListening] = useState(false);
  useChannel(
    { kind: 'person', event: eventId, userId },
    {
      onResync: () => setListening(true),
      onChange: (change) => {
        if (change.event === 'connection.created') {
          setNews({ kind: 'connected', name: change.from.name, connectionId: change.connectionId });
          void queryClient.invalidateQueries({ queryKey: connectionsKey(slug) });
        } else if (change.event === 'unread.changed' && change.reason === 'request') {
          setNews({ kind: 'asked', name: change.from.name, userId: change.from.userId });
          void queryClient.invalidateQueries({ queryKey: connectionRequestsQueryOptions(slug).queryKey });
        }
      },
    },
  );
  return (
    // Always there (hidden while empty), so a test can tell the channel is listening.
    <div data-testid="scanned-news" data-listening={listening} className={news ? 'contents' : 'hidden'}>
      {news?.kind === 'asked' ? (
        <AskedMe slug={slug} name={news.name} userId={news.userId} onConnected={(connectionId) => setNews({ kind: 'connected', name: news.name, connectionId })} />
      ) : news ? (
        <Connected slug={slug} name={news.name} connectionId={news.connectionId} />
      ) : null}
    </div>
  );
}

function Connected({ slug, name, connectionId }: { slug: string; name: string; connectionId: string }) {
  const { t } = useTranslation('connections');
  return (
    <section role="status" className="flex flex-col items-center gap-3 rounded-2xl border-2 border-accent-600/50 bg-accent-50 p-4 text-center shadow-card">
      <p className="flex items-center gap-2 text-base font-bold text-accent-800">
        <PartyPopper aria-hidden="true" className="size-5 shrink-0" />
        {t('share.connectedWith', { name })}
      </p>
      <Link to="/events/$slug/connections/$connectionId" params={{ slug, connectionId }} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto sm:min-w-44' })}>
        <MessageCircleHeart aria-hidden="true" className="size-5" />
        {t('new.openChat')}
      </Link>
    </section>
  );
}

/** Someone asked me (their link, not my code): accept here, or find it later under requests. */
function AskedMe({ slug, name, userId, onConnected }: { slug: string; name: string; userId: string; onConnected: (connectionId: string) => void }) {
  const { t } = useTranslation('connections');
  const requests = useQuery(connectionRequestsQueryOptions(slug));
  const decide = useDecideRequest(slug);
  const request = requests.data?.incoming.find((r) => r.other.userId === userId);
  if (!request) return null;
  const accept = () =>
    decide.mutate({ requestId: request.requestId, decision: 'accept' }, { onSuccess: (result) => onConnected((result as { connection: { connectionId: string } }).connection.connectionId) });
  return (
    <section role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-accent-600/30 bg-accent-50 p-4 text-center">
      <p className="text-base font-semibold text-fg">{t('requests.askedYou', { name })}</p>
      <Button size="lg" className="w-full sm:w-auto sm:min-w-44" loading={decide.isPending} onClick={accept}>
        <Check aria-hidden="true" className="size-5" />
        {t('requests.accept')}
      </Button>
      {decide.error ? <Alert>{errorText(decide.error)}</Alert> : null}
    </section>
  );
}
