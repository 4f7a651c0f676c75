import type { Connection } from '@mingle/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight, HeartHandshake, QrCode, ScanLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ConnectionRequestsSection } from './connection-requests-section';
import { LoadMore } from '@/components/ui/load-more';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { fullName } from '@/lib/people';
import { DownloadContactsButton } from '@/features/calendar';
import { useEventTimeZone } from '@/features/events';
import { chatUnread, UnreadBadge, UnreadLabel, useUnread } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePagesUpTo } from '@/lib/use-pages-up-to';
import { connectionsKey, connectionsQueryOptions } from '../api/get-connections';
import { ScannerDialog } from './scanner-dialog';
import { LoadError } from '@/components/load-error';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';

interface ConnectionsScreenProps {
  slug: string;
  eventName: string;
  myUserId: string | undefined;
  /** Pages shown (search param). */
  page?: number;
}

/** /events/{slug}/connections: the people I connected with, newest activity first, with our last words. */
export function ConnectionsScreen({ slug, eventName, myUserId, page }: ConnectionsScreenProps) {
  const { t } = useTranslation('connections');
  useDocumentTitle(t('list.documentTitle'));
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const query = useInfiniteQuery(connectionsQueryOptions(slug));
  useFreshOnUnread(slug);
  usePagesUpTo(query, page);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const shownPages = query.data?.pages.length ?? 0;

  const actions = (
    <>
      <Link to="/events/$slug/connections/share" params={{ slug }} className={buttonClasses()}>
        <QrCode aria-hidden="true" className="size-5" />
        {t('list.showQr')}
      </Link>
      <Button variant="secondary" onClick={() => setScanning(true)}>
        <ScanLine aria-hidden="true" className="size-5" />
        {t('list.scan')}
      </Button>
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('list.title')}</h1>
        <p className="text-base text-fg-muted">{t('list.description', { event: eventName })}</p>
      </header>
      {items.length > 0 ? <div className="grid grid-cols-2 gap-3 [&>*]:w-full">{actions}</div> : null}
      {items.length > 0 ? <DownloadContactsButton event={{ slug, name: eventName }} className="self-start" /> : null}
      <ConnectionRequestsSection slug={slug} />

      <section aria-label={t('list.title')} aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
        {query.isPending ? (
          <CardListSkeleton label={t('list.loading')} />
        ) : query.isError && items.length === 0 ? (
          <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-border bg-surface shadow-card">
            <EmptyState icon={HeartHandshake} title={t('list.emptyTitle')} description={t('list.emptyText')} action={actions} />
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((connection) => (
                <li key={connection.connectionId}>
                  <ConnectionRow slug={slug} connection={connection} myUserId={myUserId} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void navigate({ to: '/events/$slug/connections', params: { slug }, search: { page: shownPages + 1 }, replace: true, resetScroll: false })}
              label={t('list.loadMore')}
              endText={t('list.noMore')}
            />
          </>
        )}
      </section>
      <ScannerDialog slug={slug} open={scanning} onOpenChange={setScanning} />
    </div>
  );
}

/** A chat's unread count changed (a message arrived, live): the rows' last messages are read again. */
function useFreshOnUnread(slug: string) {
  const queryClient = useQueryClient();
  const chats = useUnread(slug)
    .data?.chats.map((c) => `${c.connectionId}:${c.count}`)
    .join();
  const seen = useRef(chats);
  useEffect(() => {
    if (chats === undefined || chats === seen.current) return;
    const first = seen.current === undefined;
    seen.current = chats;
    if (!first) void queryClient.invalidateQueries({ queryKey: [...connectionsKey(slug), 'list'] });
  }, [chats, queryClient, slug]);
}

function ConnectionRow({ slug, connection, myUserId }: { slug: string; connection: Connection; myUserId: string | undefined }) {
  const { t } = useTranslation('connections');
  const unread = chatUnread(useUnread(slug).data, connection.connectionId);
  const unreadId = useId();
  const name = fullName(connection.other);
  // "21:43" today, "Yesterday", "Nov 12": on the event's clock.
  const time = useMomentFormat(useEventTimeZone(slug) ?? 'UTC');
  const last = connection.lastMessage;
  const preview = !last ? t('list.noMessages') : last.deleted ? t('list.deleted') : last.authorId === myUserId ? t('list.you', { text: last.body }) : last.body;
  const when = last?.createdAt ?? connection.createdAt;
  return (
    <>
      <Link
        to="/events/$slug/connections/$connectionId"
        params={{ slug, connectionId: connection.connectionId }}
        aria-describedby={unread ? unreadId : undefined}
        className="group flex w-full items-center gap-3 rounded-2xl border border-border bg-surface p-4 text-left shadow-card transition-colors hover:border-primary-300"
      >
        {/* Named by what the card shows (speech input), after what it does: "Chat with <name>", time, last message. */}
        <span className="sr-only">{t('list.openChat', { name })} </span>
        <Avatar name={name} src={connection.other.photoUrl} alt="" initials="drawn" size="md" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span aria-hidden="true" className="truncate text-base font-bold text-fg group-hover:text-primary-700">
              {name}
            </span>
            <time dateTime={when} title={time.full(when)} className="shrink-0 text-sm text-fg-muted">
              {time.short(when)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', !last ? 'text-primary-700' : unread ? 'font-semibold text-fg' : 'text-fg-muted')}>{preview}</span>
            <UnreadBadge count={unread} className="shrink-0" />
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted group-hover:text-primary-700" />
      </Link>
      <UnreadLabel id={unreadId} count={unread} />
    </>
  );
}
