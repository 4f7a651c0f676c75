import type { LiveChange } from '@mingle/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useChannel } from '@/lib/realtime';
import { notifyInfo } from '@/lib/toast';
import { unreadKey } from '../api/unread';
import { chatOnScreen } from '../lib/unread';
import { refetchAfterChange } from '@/lib/live-cache';

interface UnreadLiveProps {
  slug: string;
  eventId: string;
  userId: string;
}

type Nudge = Extract<LiveChange, { event: 'unread.changed' }>;

/**
 * Listens on my own channel at the event (decision 024): a chat message or a connection request
 * for me raises the badges at once, and, unless that chat is the screen in front of me, a small
 * notification says who it is from, with a way to open it.
 */
export function UnreadLive({ slug, eventId, userId }: UnreadLiveProps) {
  const { t } = useTranslation('attendee');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const refetch = () => void refetchAfterChange(queryClient, unreadKey(slug));

  const tell = (nudge: Nudge) => {
    const visible = document.visibilityState === 'visible';
    if (nudge.reason === 'chat' && nudge.connectionId) {
      const connectionId = nudge.connectionId;
      // Read where it arrives: the chat marks it read, and that answer brings the counts.
      if (chatOnScreen(router.state.location.pathname, slug, connectionId, visible)) return;
      refetch();
      const open = () => void navigate({ to: '/events/$slug/connections/$connectionId', params: { slug, connectionId } });
      notifyInfo(<Notice text={t('unread.chatFrom', { name: nudge.from.name })} action={t('unread.open')} onAction={open} />, `chat:${connectionId}`);
    } else if (nudge.reason === 'request') {
      refetch();
      const open = () => void navigate({ to: '/events/$slug/connections', params: { slug } });
      notifyInfo(<Notice text={t('unread.requestFrom', { name: nudge.from.name })} action={t('unread.open')} onAction={open} />, `request:${nudge.from.userId}`);
    }
  };

  useChannel(
    { kind: 'person', event: eventId, userId },
    {
      onResync: refetch,
      onChange: (change) => {
        if (change.event === 'unread.changed') tell(change);
      },
    },
  );
  return null;
}

function Notice({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <span className="flex items-center justify-between gap-3">
      <span>{text}</span>
      <button type="button" onClick={onAction} className="min-h-touch shrink-0 rounded-lg px-3 font-bold underline underline-offset-2">
        {action}
      </button>
    </span>
  );
}
