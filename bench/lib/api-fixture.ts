/**
 * The data bench/api-speed.ts reads and writes, put straight into the database before the server
 * starts (PGlite is one process: the server's own must be the only one open on its directory).
 */
import crypto from 'node:crypto';
import { openDatabase } from '../../apps/server/src/db/index.js';
import { companies, eventAttendees, events, groupMembers, groups, memberships, sessions, users } from '../../apps/server/src/db/schema/index.js';

export const EVENT_SLUG = 'bench-event';

export interface ApiFixture {
  eventId: string;
  groupId: string;
  companyId: string;
  /** Bearer tokens of attendees who are members of the group. */
  tokens: string[];
  /** The attendees' ids, in the order of `tokens`. */
  userIds: string[];
  /** With `organiser`: a session of the company's organiser (a0, not an attendee). */
  organiserToken?: string;
}

/** An event with a full public answer and `posters` attendees in one group, each with a session. */
export async function writeApiFixture(opts: { url?: string; dir?: string; posters: number; organiser?: boolean }): Promise<ApiFixture> {
  const database = await openDatabase(opts);
  try {
    const { db } = database;
    const [company] = await db.insert(companies).values({ slug: 'bench', name: 'Bench' }).returning();
    const people = await db
      .insert(users)
      .values(Array.from({ length: opts.posters + 1 }, (_, i) => ({ email: `a${i}@bench.test`, username: `a${i}`, passwordHash: 'x', emailVerifiedAt: new Date() })))
      .returning();
    const [event] = await db
      .insert(events)
      .values({
        companyId: company!.id,
        slug: EVENT_SLUG,
        name: 'Bench Conference 2099',
        startDate: '2099-05-01',
        endDate: '2099-05-03',
        location: 'Lisbon Congress Centre, Lisbon',
        description: 'Three days of talks, workshops and meetups by the river. Bring a friend and your best questions.',
        welcomeMessage: 'Welcome! Set up your profile and find your people.',
        organizerUsername: 'a0',
        timeZone: 'Europe/Lisbon',
      })
      .returning();
    const attendees = people.slice(1);
    if (attendees.length) await db.insert(eventAttendees).values(attendees.map((p) => ({ eventId: event!.id, userId: p.id })));
    const [group] = await db.insert(groups).values({ eventId: event!.id, name: 'Everyone', icon: '📣', memberCount: attendees.length }).returning();
    if (attendees.length) await db.insert(groupMembers).values(attendees.map((p) => ({ groupId: group!.id, userId: p.id })));
    const tokens = attendees.map(() => crypto.randomBytes(32).toString('base64url'));
    if (attendees.length) {
      await db
        .insert(sessions)
        .values(attendees.map((p, i) => ({ userId: p.id, tokenHash: crypto.createHash('sha256').update(tokens[i]!).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) })));
    }
    const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
    let organiserToken: string | undefined;
    if (opts.organiser) {
      organiserToken = crypto.randomBytes(32).toString('base64url');
      await db.insert(memberships).values({ companyId: company!.id, userId: people[0]!.id, role: 'owner' });
      await db.insert(sessions).values({ userId: people[0]!.id, tokenHash: hashOf(organiserToken), expiresAt: new Date(Date.now() + 3_600_000) });
    }
    return { eventId: event!.id, companyId: company!.id, groupId: group!.id, tokens, userIds: attendees.map((p) => p.id), ...(organiserToken ? { organiserToken } : {}) };
  } finally {
    await database.close();
  }
}
