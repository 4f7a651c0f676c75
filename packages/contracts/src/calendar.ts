import { z } from 'zod';
import { V } from './validation.js';

/** A private calendar feed's link, shown once after it is made (decision 021). */
export const CalendarFeedSchema = z.object({
  /** https://…/api/v1/calendar/<token>.ics */
  url: z.string(),
  /** The same link for calendar apps that subscribe (webcal://). */
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The feed's secret, as `randomToken` makes it (43 base64url characters). */
export const CalendarFeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: V.invalidValue }) });
