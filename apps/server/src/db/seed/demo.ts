import { hash } from '@node-rs/argon2';
import type { Db } from '../index.js';
import { companies, eventAttendees, events, memberships, users } from '../schema/index.js';

export const DEMO_PASSWORD = 'Mingle2026!';
export const DEMO_ORGANISER = 'organiser@mingle.demo';

const ATTENDEES = [
  ['ana', 'ana@mingle.demo'],
  ['kofi', 'kofi@mingle.demo'],
  ['mei', 'mei@mingle.demo'],
  ['lucas', 'lucas@mingle.demo'],
  ['priya', 'priya@mingle.demo'],
  ['sam', 'sam@mingle.demo'],
] as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A company, one upcoming event and a few verified attendees, for trying the product at once. */
export async function seedDemo(db: Db) {
  const passwordHash = await hash(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [organiser] = await tx
      .insert(users)
      .values({ email: DEMO_ORGANISER, username: 'organiser', passwordHash, emailVerifiedAt: now })
      .returning();
    const [company] = await tx
      .insert(companies)
      .values({
        slug: 'northwind',
        name: 'Northwind Gatherings',
        description: 'We host friendly meetups for people who build things.',
        contactInformation: 'hello@northwind.example',
      })
      .returning();
    await tx.insert(memberships).values({ companyId: company!.id, userId: organiser!.id, role: 'owner' });
    const [event] = await tx
      .insert(events)
      .values({
        companyId: company!.id,
        slug: 'summer-makers-meetup',
        name: 'Summer Makers Meetup',
        startDate: day(7),
        endDate: day(8),
        location: 'Harbour Hall, Lisbon',
        description: 'Two days of talks, workshops and long lunches for makers of every kind.',
        expectedAttendees: 250,
        welcomeMessage: 'Welcome! Set up your profile and find your people.',
        organizerUsername: 'organiser',
        timeZone: 'Europe/Lisbon',
      })
      .returning();
    const people = await tx
      .insert(users)
      .values(ATTENDEES.map(([username, email]) => ({ email, username, passwordHash, emailVerifiedAt: now })))
      .returning();
    await tx.insert(eventAttendees).values(people.map((p) => ({ eventId: event!.id, userId: p.id })));
  });
  return { organiser: DEMO_ORGANISER, attendees: ATTENDEES.map(([, email]) => email), password: DEMO_PASSWORD };
}
