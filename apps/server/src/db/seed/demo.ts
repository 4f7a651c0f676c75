import { hash } from '@node-rs/argon2';
import type { Db } from '../index.js';
import {
  companies,
  connectionMessages,
  connections,
  eventAttendees,
  events,
  gatheringAttendance,
  gatherings,
  groupMembers,
  groupMessages,
  groups,
  memberships,
  profileInterests,
  profilePlaces,
  profiles,
  users,
} from '../schema/index.js';
import { placeIndex } from '../../modules/places/places.index.js';
import { formGroups } from '../../modules/groups/grouping.js';
import { interestsService } from '../../modules/interests/interests.service.js';

export const DEMO_PASSWORD = 'Mingle2026!';
export const DEMO_ORGANISER = 'organiser@mingle.demo';

type Person = [username: string, first: string, last: string, gender: string, hometown: string, interests: string[]];
// Enough people, towns and overlap that every chart and the map have something to show.
const PEOPLE: Person[] = [
  ['ana', 'Ana', 'Silva', 'female', 'Lisbon', ['hiking', 'street-photography', 'coffee', 'jazz', 'startups']],
  ['kofi', 'Kofi', 'Mensah', 'male', 'Accra', ['football', 'jazz', 'programming', 'coffee', 'startups']],
  ['mei', 'Mei', 'Chen', 'female', 'Lisbon', ['yoga', 'baking', 'street-photography', 'tea', 'illustration']],
  ['lucas', 'Lucas', 'Costa', 'male', 'Porto', ['surfing', 'hiking', 'craft-beer', 'programming', 'open-source']],
  ['priya', 'Priya', 'Nair', 'female', 'London', ['yoga', 'fiction', 'tea', 'artificial-intelligence', 'public-speaking']],
  ['sam', 'Sam', 'Okafor', 'non-binary', 'Lisbon', ['jazz', 'vinyl-collecting', 'coffee', 'illustration', 'hiking']],
  ['noa', 'Noa', 'Levi', 'female', 'Berlin', ['live-music', 'electronic-music', 'programming', 'startups', 'coffee']],
  ['jonas', 'Jonas', 'Berg', 'male', 'Berlin', ['cycling', 'programming', 'open-source', 'craft-beer', 'hiking']],
  ['ines', 'Inês', 'Rocha', 'female', 'Lisbon', ['street-photography', 'hiking', 'sourdough', 'coffee', 'fiction']],
  ['tom', 'Tom', 'Reid', 'male', 'London', ['football', 'craft-beer', 'startups', 'public-speaking', 'running']],
  ['yuki', 'Yuki', 'Tanaka', 'female', 'Tokyo', ['anime', 'illustration', 'tea', 'baking', 'street-photography']],
  ['leo', 'Leo', 'Martin', 'male', 'Berlin', ['running', 'programming', 'artificial-intelligence', 'coffee', 'hiking']],
  ['zara', 'Zara', 'Ali', 'female', 'London', ['running', 'yoga', 'fiction', 'tea', 'mentoring']],
  ['diego', 'Diego', 'Ramos', 'male', 'São Paulo', ['football', 'jazz', 'street-food', 'surfing', 'coffee']],
];
const ADVENTURES = ['Reykjavik', 'Kyoto', 'Cusco', 'Marrakesh', 'Cape Town', 'Hanoi', 'Lisbon', 'New York City'];
const DESTINATIONS = ['Iceland', 'Nairobi', 'Tokyo', 'Havana', 'Denpasar', 'Oslo', 'Wellington'];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const place = (q: string) => {
  const found = placeIndex().search(q, 1)[0];
  if (!found) throw new Error(`demo place not in the gazetteer: ${q}`);
  return found;
};

/** A company, an event with people, groups, talk, a gathering and connections, to try everything at once. */
export async function seedDemo(db: Db) {
  const passwordHash = await hash(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [organiser] = await tx.insert(users).values({ email: DEMO_ORGANISER, username: 'organiser', passwordHash, emailVerifiedAt: now }).returning();
    const [company] = await tx
      .insert(companies)
      .values({ slug: 'northwind', name: 'Northwind Gatherings', description: 'We host friendly meetups for people who build things.', contactInformation: 'hello@northwind.example' })
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
        expectedAttendees: 40,
        welcomeMessage: 'Welcome! Set up your profile and find your people.',
        organizerUsername: 'organiser',
        timeZone: 'Europe/Lisbon',
      })
      .returning();
    const people = await tx
      .insert(users)
      .values(PEOPLE.map(([username]) => ({ email: `${username}@mingle.demo`, username, passwordHash, emailVerifiedAt: now })))
      .returning();
    const id = (username: string) => people.find((p) => p.username === username)!.id;
    await tx.insert(eventAttendees).values(people.map((p, i) => ({ eventId: event!.id, userId: p.id, joinedAt: daysAgo(6 - (i % 6)) })));

    // Profiles for all but the last two, who joined and have not set one up yet.
    for (const [i, [username, first, last, gender, town, interests]] of PEOPLE.slice(0, -2).entries()) {
      const [profile] = await tx
        .insert(profiles)
        .values({ eventId: event!.id, userId: id(username), firstName: first, lastName: last, gender: gender as 'female' })
        .returning();
      await tx.insert(profileInterests).values(interests.filter((x) => interestsService.get(x)).map((interestId) => ({ profileId: profile!.id, interestId })));
      const picks = (list: string[], from: number) => [0, 1, 2].map((k) => list[(from + k) % list.length]!);
      const rows = [
        ...[town].map((q) => ({ role: 'hometown' as const, q })),
        ...picks(ADVENTURES, i).map((q) => ({ role: 'adventure' as const, q })),
        ...picks(DESTINATIONS, i * 2).map((q) => ({ role: 'destination' as const, q })),
      ];
      await tx.insert(profilePlaces).values(
        rows.map((r, k) => {
          const p = place(r.q);
          const position = r.role === 'hometown' ? 0 : (k - 1) % 3;
          return {
            profileId: profile!.id,
            role: r.role,
            position,
            placeId: p.id,
            kind: p.kind,
            name: p.name,
            displayName: p.displayName,
            country: p.country,
            countryCode: p.countryCode,
            lat: p.lat,
            lng: p.lng,
          };
        }),
      );
    }

    // Groups formed from interests, and one made by hand.
    const formed = formGroups(
      PEOPLE.slice(0, -2).map(([u, , , , , interests]) => ({ userId: id(u), interests })),
      4,
    );
    const made = [];
    for (const f of formed) {
      const named = interestsService.many(f.interestIds.slice(0, 2));
      const [g] = await tx
        .insert(groups)
        .values({
          eventId: event!.id,
          name: named.map((x) => x.name).join(' & '),
          icon: named[0]?.emoji ?? '✨',
          labels: named.map((x) => x.name),
          aiCreated: true,
          interestIds: f.interestIds,
          autoKey: f.key,
          targetSize: 4,
          memberCount: f.memberIds.length,
          createdBy: organiser!.id,
          description: `Formed from what ${f.memberIds.length} attendees share.`,
        })
        .returning();
      await tx.insert(groupMembers).values(f.memberIds.map((userId, k) => ({ groupId: g!.id, userId, aiMatched: true, joinedAt: daysAgo(4 - (k % 4)) })));
      made.push({ group: g!, members: f.memberIds });
    }
    const [lunch] = await tx
      .insert(groups)
      .values({ eventId: event!.id, name: 'Long lunches', icon: '🍝', labels: ['food', 'chat'], description: 'Find a table and new friends at lunch.', memberCount: 3, createdBy: organiser!.id })
      .returning();
    await tx.insert(groupMembers).values(['ana', 'kofi', 'priya'].map((u) => ({ groupId: lunch!.id, userId: id(u) })));

    const lines = ['Who is coming early tomorrow?', 'I am! Coffee at the entrance at 8:30?', 'Count me in.', 'Bring your questions for the 11:00 talk.'];
    for (const { group, members } of [...made, { group: lunch!, members: [id('ana'), id('kofi'), id('priya')] }]) {
      for (const [k, body] of lines.slice(0, Math.min(lines.length, members.length + 1)).entries()) {
        await tx.insert(groupMessages).values({ groupId: group.id, authorId: members[k % members.length]!, body, createdAt: new Date(Date.now() - (lines.length - k) * 3_600_000) }); // in order, an hour apart
      }
    }
    const [gathering] = await tx
      .insert(gatherings)
      .values({
        groupId: lunch!.id,
        title: 'Lunch by the river',
        startDate: day(7),
        startHour: '12:30',
        endHour: '14:00',
        location: 'Terrace café',
        description: 'Grab a plate and join us.',
        createdBy: id('ana'),
      })
      .returning();
    await tx.insert(gatheringAttendance).values([
      { gatheringId: gathering!.id, userId: id('ana'), status: 'going' },
      { gatheringId: gathering!.id, userId: id('kofi'), status: 'going' },
      { gatheringId: gathering!.id, userId: id('priya'), status: 'interested' },
    ]);
    const [pair] = await tx
      .insert(connections)
      .values({ eventId: event!.id, initiatorId: id('ana'), userId: id('kofi') })
      .returning();
    await tx.insert(connectionMessages).values([
      { connectionId: pair!.id, authorId: id('kofi'), body: 'Great to meet you, Ana!' },
      { connectionId: pair!.id, authorId: id('ana'), body: 'Likewise! See you at lunch.' },
    ]);
    await tx.insert(connections).values({ eventId: event!.id, initiatorId: id('mei'), userId: id('ines') });
  });
  return { organiser: DEMO_ORGANISER, attendees: PEOPLE.map(([u]) => `${u}@mingle.demo`), password: DEMO_PASSWORD };
}
