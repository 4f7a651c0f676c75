import { formatClock } from '@/lib/dates';

/** "18:04": a moment on the venue's clock (the event's zone, 24-hour, like every clock time in the app). */
export const clock = (iso: string, timeZone: string) => formatClock(iso, { timeZone });
