/**
 * A large event written straight to a migrated PostgreSQL database, in SQL: 10,000 attendees with
 * profiles (five interests, a hometown, adventures and destinations in 31 places), 500 groups of
 * about 60 (each person in three), 100,000 board messages, 5,000 connections (person 2k-1 with 2k),
 * 20,000 meetings in every state and 50,000 suggestions shown. Person n is `uid(n)`; person 0 is
 * the organiser (owner of the company). Shared by the benches that read such an event (insights, lists).
 */
import type pg from 'pg';
import { CATEGORIES } from '../../apps/server/src/modules/interests/interests.catalogue.js';
import { placeIndex } from '../../apps/server/src/modules/places/places.index.js';
import { uidSql } from './meeting-event.js';

export const BIG_EVENT = { id: '00000000-0000-4000-8000-000000000002', slug: 'big', companyId: '00000000-0000-4000-8000-000000000001' } as const;
/** Profile n belongs to person n; group n of 1..500 (ids valid as UUIDs, so they pass the contracts). */
export const profileIdSql = (n: string) => `('00000000-0000-4000-b000-' || lpad((${n})::text, 12, '0'))::uuid`;
export const groupIdSql = (n: string) => `('00000000-0000-4000-9000-' || lpad((${n})::text, 12, '0'))::uuid`;
export const groupId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** The interest ids the fixture draws from (the real catalogue), in catalogue order. */
export const bigEventInterests = () => CATEGORIES.flatMap((c) => c.interests.map((i) => i.id));
/** The interest ids of person `g`'s profile, as the fixture gives them. */
export const interestsOf = (g: number) => {
  const all = bigEventInterests();
  return [...new Set([1, 2, 3, 4, 5].map((k) => all[(g * 7 + k * 31 + k * k * g) % all.length]!))];
};
/** The groups person `g` is in. */
export const groupsOf = (g: number) => [...new Set([0, 1, 2].map((k) => 1 + ((g * 3 + k) % 500)))];

/** Writes the event and analyzes; answers the seconds it took. */
export async function seedBigEvent(db: pg.Client): Promise<number> {
  const E = BIG_EVENT.id;
  const interests = bigEventInterests();
  const cities = [
    'Lisbon',
    'Porto',
    'Berlin',
    'London',
    'Paris',
    'Madrid',
    'Rome',
    'Tokyo',
    'Nairobi',
    'Accra',
    'Lagos',
    'Cairo',
    'Mumbai',
    'Delhi',
    'Seoul',
    'Sydney',
    'Toronto',
    'Chicago',
    'Boston',
    'Lima',
    'Bogota',
    'Santiago',
    'Oslo',
    'Warsaw',
    'Prague',
    'Vienna',
    'Dublin',
    'Athens',
    'Istanbul',
    'Dubai',
  ]
    .map((q) => placeIndex().search(q, 1)[0]!)
    .concat(placeIndex().search('Tuvalu', 1)); // a country, for the folding path
  const t0 = performance.now();
  await db.query(`insert into companies (id, slug, name) values ('${BIG_EVENT.companyId}', 'bench', 'Bench')`);
  await db.query(`insert into users (id, email, username, password_hash, email_verified_at)
    select ${uidSql('g')}, 'u' || g || '@bench.test', 'u' || g, 'x', now() from generate_series(0, 10000) g`);
  await db.query(`insert into memberships (company_id, user_id, role) values ('${BIG_EVENT.companyId}', ${uidSql('0')}, 'owner')`);
  await db.query(`insert into events (id, company_id, slug, name, start_date, end_date, location, organizer_username, expected_attendees, time_zone)
    values ('${E}', '${BIG_EVENT.companyId}', '${BIG_EVENT.slug}', 'Big', '2099-01-01', '2099-01-03', 'Here', 'u0', 12000, 'Europe/Lisbon')`);
  await db.query(`insert into event_attendees (event_id, user_id, joined_at)
    select '${E}', ${uidSql('g')}, now() - (g % 30) * interval '1 day' from generate_series(1, 10000) g`);
  await db.query(`insert into profiles (id, event_id, user_id, first_name, last_name, gender)
    select ${profileIdSql('g')}, '${E}', ${uidSql('g')}, 'F' || g, 'L', 'other' from generate_series(1, 10000) g`);
  await db.query(
    `insert into profile_interests (profile_id, interest_id)
    select distinct ${profileIdSql('g')}, ($1::text[])[1 + ((g * 7 + k * 31 + k * k * g) % array_length($1::text[], 1))]
    from generate_series(1, 10000) g, generate_series(1, 5) k`,
    [interests],
  );
  const placeRows = cities.map((p) => [p.id, p.kind, p.name, p.displayName, p.country, p.countryCode, p.lat, p.lng]);
  await db.query(`create temp table bench_places (n int, id text, kind text, name text, display text, country text, cc text, lat float8, lng float8)`);
  for (const [i, r] of placeRows.entries()) await db.query(`insert into bench_places values ($1,$2,$3,$4,$5,$6,$7,$8,$9)`, [i, ...r]);
  await db.query(`insert into profile_places (profile_id, role, position, place_id, kind, name, display_name, country, country_code, lat, lng)
    select ${profileIdSql('g')}, r.role, k, p.id, p.kind, p.name, p.display, p.country, p.cc, p.lat, p.lng
    from generate_series(1, 10000) g
    cross join (values ('hometown', 1), ('adventure', 3), ('destination', 3)) r(role, n)
    cross join generate_series(0, 2) k
    join bench_places p on p.n = (g * 13 + k * 7 + length(r.role)) % ${placeRows.length}
    where k < r.n`);
  await db.query(`insert into groups (id, event_id, name, icon, ai_created, member_count)
    select ${groupIdSql('g')}, '${E}', 'Group ' || g, '✨', g % 2 = 0, 60 from generate_series(1, 500) g`);
  await db.query(`insert into group_members (group_id, user_id)
    select distinct ${groupIdSql('1 + (g * 3 + k) % 500')}, ${uidSql('g')}
    from generate_series(1, 10000) g, generate_series(0, 2) k`);
  await db.query(`insert into group_messages (group_id, author_id, body, created_at)
    select ${groupIdSql('1 + g % 500')}, ${uidSql('1 + g % 10000')}, 'message ' || g, now() - (g % 10) * interval '1 day'
    from generate_series(1, 100000) g`);
  await db.query(`insert into connections (event_id, initiator_id, user_id)
    select '${E}', ${uidSql('g')}, ${uidSql('g + 1')} from generate_series(1, 9999, 2) g`);
  // Meetings (decision 041): 20 spots, 20,000 meetings in every state (one pending per pair), each person in about four.
  await db.query(`insert into meeting_settings (event_id, enabled, slot_minutes, windows) values ('${E}', true, 15, '[]'::jsonb)`);
  await db.query(`insert into meeting_spots (event_id, name, position) select '${E}', 'Table ' || g, g from generate_series(1, 20) g`);
  await db.query(`insert into meetings (event_id, requester_id, invitee_id, starts_at, ends_at, spot_id, status, turn_user_id, accepted_at, held_at)
    select '${E}', ${uidSql('1 + g % 10000')}, ${uidSql('1 + (g * 7 + 1) % 10000')},
      '2099-01-02T09:00:00Z'::timestamptz + (g % 32) * interval '15 minutes', '2099-01-02T09:15:00Z'::timestamptz + (g % 32) * interval '15 minutes',
      (select id from meeting_spots s where s.event_id = '${E}' and s.position = 1 + g % 20),
      case when g % 5 = 0 and g > 10000 then 'declined' else (array['pending', 'accepted', 'accepted', 'declined', 'cancelled'])[1 + g % 5] end, ${uidSql('1 + g % 10000')},
      case when g % 5 in (1, 2, 4) then now() end, case when g % 5 = 1 then now() end
    from generate_series(1, 20000) g where (1 + g % 10000) <> (1 + (g * 7 + 1) % 10000)`);
  // People to meet as served (decision 043): each attendee shown five others, once per pair.
  await db.query(`insert into people_to_meet_shown (event_id, viewer_id, shown_id)
    select '${E}', ${uidSql('g')}, ${uidSql('1 + (g * 13 + k * 101) % 10000')}
    from generate_series(1, 10000) g, generate_series(1, 5) k where g <> 1 + (g * 13 + k * 101) % 10000 on conflict do nothing`);
  await db.query('analyze');
  return (performance.now() - t0) / 1000;
}

export const BIG_EVENT_DESCRIPTION = '10,000 attendees, 500 groups, 100,000 messages, 5,000 connections, 20,000 meetings, 50,000 suggestions shown';
