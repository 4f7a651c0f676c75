import type { KeptProfile, MyDataExport } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { CompaniesService } from '../companies/companies.service.js';
import { interestsService } from '../interests/interests.service.js';
import { exportRepo } from './export.repo.js';
import { statusFor } from '../meetings/meeting-status.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
/** A moment read through a subquery: a Date from either driver, or null. */
const checkedInOf = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const byEvent = <T extends { eventId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.eventId, [...(map.get(r.eventId) ?? []), r]);
  return (eventId: string) => map.get(eventId) ?? [];
};

/**
 * Everything held about one person (decision 020), as one JSON document: the account without its
 * secrets (no password hash, sessions or codes), each event's profile and what they did there, the
 * people they connected with by name only, and the company they run.
 */
export async function buildExport(
  db: Db,
  userId: string,
  deps: { urlOf: (key: string) => string; keptProfile: KeptProfile | null; companies: Pick<CompaniesService, 'firstCompanyOf'> },
): Promise<MyDataExport> {
  const account = (await exportRepo.account(db, userId))!;
  const [photos, attendance, profileRows, groupRows, gatheringRows, messageRows, connectionRows, blockedRows, reportRows, company, settingRows, pushRows, meetingRows, hourRows] = await Promise.all([
    exportRepo.photos(db, userId),
    exportRepo.attendance(db, userId),
    exportRepo.profiles(db, userId),
    exportRepo.groups(db, userId),
    exportRepo.gatherings(db, userId),
    exportRepo.boardMessages(db, userId),
    exportRepo.connections(db, userId),
    exportRepo.blocked(db, userId),
    exportRepo.reportsMade(db, userId),
    deps.companies.firstCompanyOf(userId),
    exportRepo.notificationSettings(db, userId),
    exportRepo.pushDevices(db, userId),
    exportRepo.meetings(db, userId),
    exportRepo.meetingHours(db, userId),
  ]);
  const profileIds = profileRows.map((r) => r.p.id);
  const [interestRows, placeRows, chatRows] = await Promise.all([
    exportRepo.interests(db, profileIds),
    exportRepo.places(db, profileIds),
    exportRepo.chatMessages(
      db,
      userId,
      connectionRows.map((r) => r.c.id),
    ),
  ]);
  const eventIds = [
    ...new Set([
      ...attendance.map((a) => a.eventId),
      ...profileRows.map((r) => r.p.eventId),
      ...groupRows.map((g) => g.eventId),
      ...gatheringRows.map((g) => g.eventId),
      ...messageRows.map((m) => m.eventId),
      ...connectionRows.map((c) => c.c.eventId),
      ...blockedRows.map((b) => b.eventId),
      ...reportRows.map((r) => r.eventId),
      ...meetingRows.map((r) => r.m.eventId),
      ...hourRows.map((h) => h.eventId),
    ]),
  ];
  const eventRows = await exportRepo.events(db, eventIds);
  const groupsOf = byEvent(groupRows);
  const gatheringsOf = byEvent(gatheringRows);
  const messagesOf = byEvent(messageRows);
  const connectionsOf = byEvent(connectionRows.map((r) => ({ ...r, eventId: r.c.eventId })));
  const blockedOf = byEvent(blockedRows);
  const reportsOf = byEvent(reportRows);
  const meetingsOf = byEvent(meetingRows.map((r) => ({ ...r, eventId: r.m.eventId })));
  const hoursOf = byEvent(hourRows);

  const settingsOf = (eventId: string) => {
    const row = settingRows.find((r) => r.eventId === eventId);
    return row ? { announcementMail: row.announcementMail, chatPush: row.chatPush, requestPush: row.requestPush, reminderPush: row.reminderPush } : null;
  };

  const profileOf = (eventId: string): MyDataExport['events'][number]['profile'] => {
    const row = profileRows.find((r) => r.p.eventId === eventId);
    if (!row) return null;
    const places = (role: string) => placeRows.filter((p) => p.profileId === row.p.id && p.role === role).map((p) => p.displayName);
    const interests = interestRows.filter((i) => i.profileId === row.p.id).map((i) => interestsService.get(i.interestId)?.name ?? i.interestId);
    return {
      firstName: row.p.firstName,
      lastName: row.p.lastName,
      gender: row.p.gender,
      hometown: places('hometown')[0] ?? null,
      interests: interests.sort(),
      adventures: places('adventure'),
      destinations: places('destination'),
      photoUrl: row.photoKey ? deps.urlOf(row.photoKey) : null,
      headline: row.p.headline,
      bio: row.p.bio,
      links: row.p.links,
      intents: row.p.intents,
      privacy: { visibility: row.p.visibility, hiddenFromDirectory: row.p.hiddenFromDirectory },
      createdAt: row.p.createdAt.toISOString(),
      updatedAt: row.p.updatedAt.toISOString(),
    };
  };

  return {
    exportedAt: new Date().toISOString(),
    account: { id: account.id, email: account.email, username: account.username, emailVerified: account.emailVerifiedAt !== null, createdAt: account.createdAt.toISOString() },
    keptProfile: deps.keptProfile,
    photos: photos.map((p) => ({ id: p.id, url: deps.urlOf(p.key), createdAt: p.createdAt.toISOString() })),
    events: eventRows.map((e) => ({
      event: { id: e.id, slug: e.slug, name: e.name, startDate: e.startDate, endDate: e.endDate },
      joinedAt: iso(attendance.find((a) => a.eventId === e.id)?.joinedAt),
      emailSharedWithOrganisers: attendance.find((a) => a.eventId === e.id)?.emailShared ?? false,
      checkedInAt: checkedInOf(attendance.find((a) => a.eventId === e.id)?.checkedInAt),
      profile: profileOf(e.id),
      groups: groupsOf(e.id).map((g) => ({ id: g.id, name: g.name, joinedAt: g.joinedAt.toISOString() })),
      gatherings: gatheringsOf(e.id).map((g) => ({ id: g.id, title: g.title, startDate: g.startDate, status: g.status, createdByMe: g.createdByMe })),
      boardMessages: messagesOf(e.id).map(({ groupName, m }) => ({
        id: m.id,
        groupName,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
        editedAt: iso(m.editedAt),
        deleted: m.deletedAt !== null,
      })),
      connections: connectionsOf(e.id).map(({ c, with: name }) => ({
        id: c.id,
        with: name,
        createdAt: c.createdAt.toISOString(),
        endedAt: iso(c.removedAt),
        myMessages: chatRows.filter((m) => m.connectionId === c.id).map((m) => ({ id: m.id, body: m.body, createdAt: m.createdAt.toISOString(), editedAt: null, deleted: false })),
      })),
      meetings: meetingsOf(e.id).map(({ m, with: name, spot }) => ({
        id: m.id,
        with: name,
        askedByMe: m.requesterId === userId,
        startsAt: m.startsAt.toISOString(),
        endsAt: m.endsAt.toISOString(),
        spot: spot ?? null,
        status: statusFor(m, userId),
        // My words only, as for chats: a note to me is the other person's.
        note: m.requesterId === userId ? m.note : null,
        heldAt: iso(m.heldAt),
        createdAt: m.createdAt.toISOString(),
      })),
      meetingHours: hoursOf(e.id).map((h) => h.startsAt.toISOString()),
      blocked: blockedOf(e.id).map((b) => ({ name: b.name, createdAt: b.createdAt.toISOString() })),
      reportsMade: reportsOf(e.id).map((r) => ({ kind: r.kind, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString() })),
      notificationSettings: settingsOf(e.id),
    })),
    // The service's address only: the whole endpoint is a key to this browser's notifications.
    browserNotifications: pushRows.map((d) => ({ service: new URL(d.endpoint).origin, since: d.createdAt.toISOString() })),
    company: company
      ? {
          id: company.company.id,
          slug: company.company.slug,
          name: company.company.name,
          description: company.company.description,
          contactInformation: company.company.contactInformation,
          role: company.role,
          events: (await exportRepo.companyEvents(db, company.company.id)).map((e) => ({
            id: e.id,
            slug: e.slug,
            name: e.name,
            startDate: e.startDate,
            endDate: e.endDate,
            attendeeDataRetentionDays: e.attendeeDataRetentionDays,
          })),
        }
      : null,
  };
}
