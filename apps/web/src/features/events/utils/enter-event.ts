import type { JoinAnswer, MyPlace } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { notifySuccess } from '@/lib/toast';
import { afterJoin } from '@/lib/way-in';
import { selectEvent } from './select-event';

/** Someone in line or waiting for the organisers' approval (decision 037). */
export type Waiting = MyPlace & { status: 'waitlisted' | 'pending' };
export const isWaiting = (place: MyPlace | undefined): place is Waiting => place?.status === 'waitlisted' || place?.status === 'pending';

/** Once someone has a place (a join, a confirmed offer): the event becomes theirs, they are told, and go on in (or to their setup first). */
export function useEnterEvent() {
  const { t } = useTranslation('attendee');
  const navigate = useNavigate();
  const { auth, selectedEvent } = useSession();
  return async (joined: JoinAnswer, connectWith?: string, code?: string) => {
    selectEvent(selectedEvent, joined.event);
    notifySuccess(t('join.joined'));
    await navigate({ href: afterJoin(joined, connectWith, auth.get().user?.id, code) });
  };
}
