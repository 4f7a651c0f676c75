import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { eventNotificationSettings } from '../../db/schema/index.js';

/* What other modules may read of the notification choices people make per event. */

const pushSettingOf = { chat: eventNotificationSettings.chatPush, request: eventNotificationSettings.requestPush, reminder: eventNotificationSettings.reminderPush } as const;

/** Whether the person wants this kind of browser notification at the event (no choices saved: yes). */
export async function wantsPush(db: Db, userId: string, eventId: string, kind: keyof typeof pushSettingOf) {
  const [setting] = await db
    .select({ on: pushSettingOf[kind] })
    .from(eventNotificationSettings)
    .where(and(eq(eventNotificationSettings.eventId, eventId), eq(eventNotificationSettings.userId, userId)));
  return !setting || setting.on;
}
