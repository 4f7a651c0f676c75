import { ANNOUNCEMENT_SCHEDULE_MAX_DAYS } from '@mingle/contracts';
import { errors } from '../../lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The send time to store: 'now', or a future moment within 90 days; else a 400 on `sendAt` (decision 022). */
export function sendTime(sendAt: string | null | undefined) {
  if (!sendAt) return 'now' as const;
  const at = new Date(sendAt);
  if (at.getTime() <= Date.now()) throw errors.field(400, 'sendAt', 'sendAtInPast');
  if (at.getTime() > Date.now() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * DAY_MS) throw errors.field(400, 'sendAt', 'sendAtTooFar');
  return at;
}
