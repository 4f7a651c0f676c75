import type { Agenda, LiveChange } from '@mingle/contracts';
import { MEETINGS } from '@mingle/contracts/meeting-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useChannel } from '@/lib/realtime';
import { notifyInfo } from '@/lib/toast';
import { agendaKey, meetingsKey } from '../api/keys';
import { refetchAfterChange } from '@/lib/live-cache';

type MeetingChange = Extract<LiveChange, { event: 'meeting.changed' }>;

interface MeetingsLiveProps {
  slug: string;
  eventId: string;
  userId: string;
}

/**
 * Listens on my own channel at the event: a request, an answer, a new time, a cancellation or a
 * reminder refetches my meetings and agenda, and a notice says who and what, with a way to the
 * agenda (unless it is the screen in front of me, where the lists change at once).
 */
export function MeetingsLive({ slug, eventId, userId }: MeetingsLiveProps) {
  const { t } = useTranslation('meetings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const refetch = () => refetchAfterChange(queryClient, meetingsKey(slug));

  const tell = async (change: MeetingChange) => {
    await refetch();
    if (change.reason === 'held') return;
    const name = change.from.name;
    let text: string;
    if (change.reason === 'reminder') {
      // The spot is not in the change: the agenda just read has it.
      const agenda = queryClient.getQueryData<Agenda>(agendaKey(slug));
      const item = agenda?.items.find((i) => i.kind === 'meeting' && i.meeting.id === change.meetingId);
      const spot = item?.kind === 'meeting' ? item.meeting.spot?.name : undefined;
      // A meeting agreed shortly before its start is reminded at once: say how long it really is.
      const count = item ? Math.max(1, Math.round((Date.parse(item.startsAt) - Date.now()) / 60_000)) : MEETINGS.reminderMinutes;
      text = spot ? t('live.reminderAt', { name, spot, count }) : t('live.reminder', { name, count });
    } else text = t(`live.${change.reason}`, { name });
    const onAgenda = router.state.location.pathname.endsWith(`/events/${slug}/agenda`);
    const open = () => void navigate({ to: '/events/$slug/agenda', params: { slug } });
    notifyInfo(onAgenda ? text : <Notice text={text} action={t('live.open')} onAction={open} />, `meeting:${change.meetingId}:${change.reason}`);
  };

  useChannel(
    { kind: 'person', event: eventId, userId },
    {
      onResync: () => void refetch(),
      onChange: (change) => {
        if (change.event === 'meeting.changed') void tell(change);
      },
    },
  );
  return null;
}

function Notice({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <span className="flex items-center justify-between gap-3" data-testid="meeting-notice">
      <span>{text}</span>
      <button type="button" onClick={onAction} className="min-h-touch shrink-0 rounded-lg px-3 font-bold underline underline-offset-2">
        {action}
      </button>
    </span>
  );
}
