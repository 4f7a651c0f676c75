import type { Message } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { MessageText } from '@/components/message-text';
import { Button } from '@/components/ui/button';
import { WaitingForNetwork } from '@/components/waiting-for-network';
import { cn } from '@/lib/cn';
import type { MomentFormat } from '@/lib/dates';
import type { PendingMessage } from '@/lib/live-history';

const RUN_GAP_MS = 5 * 60_000;

/** Two messages read as one run: same author, same day on the event's clock, a few minutes apart. */
const sameRun = (time: MomentFormat, a: Message | undefined, b: Message | undefined) =>
  Boolean(a && b && a.authorId === b.authorId && time.dayOf(a.createdAt) === time.dayOf(b.createdAt) && Math.abs(Date.parse(b.createdAt) - Date.parse(a.createdAt)) < RUN_GAP_MS);

interface ChatBubbleProps {
  message: Message;
  mine: boolean;
  previous: Message | undefined;
  next: Message | undefined;
  authorName: string;
  /** Moments on the event's clock. */
  time: MomentFormat;
}

export function ChatBubble({ message, mine, previous, next, authorName, time }: ChatBubbleProps) {
  const { t } = useTranslation('connections');
  const newDay = !previous || time.dayOf(previous.createdAt) !== time.dayOf(message.createdAt);
  const sameAuthor = !newDay && sameRun(time, previous, message);
  // The time closes a run of messages.
  const showTime = !sameRun(time, message, next);
  return (
    <li className={cn('flex flex-col', sameAuthor ? 'mt-0.5' : 'mt-3')}>
      {newDay ? <p className="mb-2 self-center rounded-full bg-neutral-100 px-3 py-0.5 text-sm font-semibold text-fg-muted">{time.dayLabel(message.createdAt)}</p> : null}
      <div className={cn('flex max-w-[85%] flex-col gap-0.5', mine ? 'items-end self-end' : 'items-start self-start')}>
        <span className="sr-only">{mine ? t('chat.you') : authorName}: </span>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-base leading-6 break-words whitespace-pre-wrap',
            mine ? 'rounded-br-md bg-primary-600 text-white' : 'rounded-bl-md border border-border bg-surface text-fg',
            message.deleted && 'bg-neutral-100 text-fg-muted italic',
          )}
        >
          {message.deleted ? t('chat.deleted') : <MessageText text={message.body} />}
        </div>
        {showTime || (message.editedAt && !message.deleted) ? (
          <span className="px-1 text-sm text-fg-muted">
            {showTime ? (
              <time dateTime={message.createdAt} title={time.full(message.createdAt)}>
                {time.clock(message.createdAt)}
              </time>
            ) : null}
            {message.editedAt && !message.deleted ? `${showTime ? ' · ' : ''}${t('chat.edited')}` : null}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** My message on its way, at the end of the chat: "Sending…", waiting for the network, or "Not sent" with try again. */
export function PendingBubble({ item, onRetry, onDiscard }: { item: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <li className="mt-0.5 flex max-w-[85%] flex-col items-end gap-1 self-end">
      <div className="rounded-2xl rounded-br-md border-2 border-dashed border-primary-300 bg-primary-600 px-3.5 py-2 text-base leading-6 break-words whitespace-pre-wrap text-white">{item.body}</div>
      {item.state === 'sending' ? (
        <span role="status" className="px-1 text-sm text-fg-muted">
          {t('live.sending')}
        </span>
      ) : item.state === 'waiting' ? (
        <WaitingForNetwork waiting className="px-1" />
      ) : (
        <span role="alert" className="flex flex-wrap items-center justify-end gap-1 px-1 text-sm font-semibold text-danger-700">
          {item.error ? `${t('live.failed')}: ${item.error}` : t('live.failed')}
          <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onRetry}>
            {t('live.retry')}
          </Button>
          <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onDiscard}>
            {t('live.discard')}
          </Button>
        </span>
      )}
    </li>
  );
}
