import { isDoorAudience, type Announcement, type AnnouncementInput, type NotificationSettings, type NotificationSettingsInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import { errors } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { announcementsRepo, type AnnouncementRow } from './announcements.repo.js';
import type { AnnouncementDelivery } from './delivery.js';
import { sendTime } from './send-time.js';

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  realtime: Realtime;
  delivery: AnnouncementDelivery;
  background: Background;
  /** The VAPID public key the settings answer carries; null when browser notifications are off (decision 024). */
  pushPublicKey: string | null;
}

function toAnnouncement(a: AnnouncementRow, groupName: string | null): Announcement {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    audience: a.groupId ?? a.doorAudience ?? 'event',
    groupName,
    status: a.sentAt ? 'sent' : 'scheduled',
    sendAt: a.sendAt.toISOString(),
    sentAt: a.sentAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    reached: a.reachedCount,
    mailed: a.mailedCount,
    mailFailed: a.mailFailedCount,
  };
}

/**
 * Organiser announcements (decision 022): the console writes, schedules, edits, cancels and deletes
 * them under /company/events/{id}/announcements; attendees read what is theirs, dismiss it, and
 * choose whether it is also mailed to them.
 */
export function createAnnouncementsService({ db, events, attendees, realtime, delivery, background, pushPublicKey }: Deps) {
  async function audience(eventId: string, input: AnnouncementInput) {
    if (input.audience === 'event') return { groupId: null, groupName: null, doorAudience: null };
    if (isDoorAudience(input.audience)) return { groupId: null, groupName: null, doorAudience: input.audience };
    const group = await announcementsRepo.groupOf(db, eventId, input.audience);
    if (!group) throw errors.field(400, 'audience', 'invalidValue');
    return { groupId: group.id, groupName: group.name, doorAudience: null };
  }
  /** Send-now: claimed in the request (so the answer says `sent`), delivered after it has left. */
  async function sendIfDue(row: AnnouncementRow, groupName: string | null) {
    const [claimed] = await announcementsRepo.claimDue(db, row.id);
    if (!claimed) return toAnnouncement(row, groupName);
    background.run('announcement delivery', () => delivery.deliver(claimed));
    return toAnnouncement(claimed, groupName);
  }
  async function load(companyId: string, ref: string, id: string) {
    const eventId = await events.companyEventId(companyId, ref);
    const found = await announcementsRepo.find(db, eventId, id);
    if (!found) throw errors.notFound();
    return { eventId, row: found.a, groupName: found.groupName };
  }
  const removed = async (a: AnnouncementRow) => {
    const change = { type: 'change', at: new Date().toISOString(), event: 'announcement.removed', announcementId: a.id, groupId: a.groupId } as const;
    await realtime.publishChange({ ...change, channelKey: `event:${a.eventId}` });
    if (a.groupId) await realtime.publishChange({ ...change, channelKey: `group:${a.groupId}` });
  };
  async function attendeeEvent(ref: string, me: string) {
    const event = await events.ownerOf(ref);
    if (!event || !(await attendees.isAttendee(event.id, me))) throw errors.notFound('eventNotFound');
    return event.id;
  }

  return {
    async page(companyId: string, ref: string, page: number, pageSize: number) {
      const eventId = await events.companyEventId(companyId, ref);
      const { rows, hasMore } = await announcementsRepo.page(db, eventId, page, pageSize);
      return { items: rows.map((r) => toAnnouncement(r.a, r.groupName)), page, pageSize, hasMore };
    },
    async create(caller: { userId: string; companyId: string }, ref: string, input: AnnouncementInput) {
      const eventId = await events.companyEventId(caller.companyId, ref);
      const { groupId, groupName, doorAudience } = await audience(eventId, input);
      const sendAt = sendTime(input.sendAt);
      const row = await announcementsRepo.insert(db, { eventId, groupId, doorAudience, title: input.title, body: input.body, sendAt, createdBy: caller.userId });
      if (input.sendAt) delivery.wake();
      return sendIfDue(row, groupName);
    },
    /** Only while scheduled; a sent one is a 409 (delete it instead). */
    async update(companyId: string, ref: string, id: string, input: AnnouncementInput) {
      const { eventId, row } = await load(companyId, ref, id);
      if (row.sentAt) throw errors.conflict('announcementAlreadySent');
      const { groupId, groupName, doorAudience } = await audience(eventId, input);
      const sendAt = sendTime(input.sendAt);
      const updated = await announcementsRepo.updateScheduled(db, row.id, { groupId, doorAudience, title: input.title, body: input.body, sendAt });
      if (!updated) throw errors.conflict('announcementAlreadySent'); // the job claimed it meanwhile
      if (input.sendAt) delivery.wake();
      return sendIfDue(updated, groupName);
    },
    /** Cancels a scheduled one, or deletes a sent one (gone from attendees' screens live). */
    async remove(companyId: string, ref: string, id: string) {
      const { row } = await load(companyId, ref, id);
      await announcementsRepo.remove(db, row.id);
      if (row.sentAt) await removed(row);
    },

    async mine(ref: string, me: string) {
      const eventId = await attendeeEvent(ref, me);
      const rows = await announcementsRepo.mine(db, eventId, me);
      return {
        items: rows.map(({ a, group }) => ({
          id: a.id,
          title: a.title,
          body: a.body,
          group: a.groupId && group?.id ? group : null,
          personal: a.recipientId !== null,
          sentAt: a.sentAt!.toISOString(),
        })),
      };
    },
    async dismiss(ref: string, me: string, id: string) {
      const eventId = await attendeeEvent(ref, me);
      if (!(await announcementsRepo.dismiss(db, eventId, id, me))) throw errors.notFound();
    },
    /** My per-event notification choices (decisions 022, 024), with the key browsers subscribe with. */
    async settings(ref: string, me: string): Promise<NotificationSettings> {
      const eventId = await attendeeEvent(ref, me);
      return { ...(await announcementsRepo.notificationSettings(db, eventId, me)), pushPublicKey };
    },
    async setSettings(ref: string, me: string, input: NotificationSettingsInput): Promise<NotificationSettings> {
      const eventId = await attendeeEvent(ref, me);
      return { ...(await announcementsRepo.setNotificationSettings(db, eventId, me, input)), pushPublicKey };
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
