import type { MeetingStatus } from '@mingle/contracts';

type Row = { status: MeetingStatus; declinedBy: string | null; withdrawnAt: Date | null };

/** What `me` may be told of its state: a decline by the other reads pending (declines are silent); taking that back reads cancelled. */
export function statusFor(m: Row, me: string): MeetingStatus {
  if (m.status !== 'declined' || m.declinedBy === me) return m.status;
  return m.withdrawnAt ? 'cancelled' : 'pending';
}
