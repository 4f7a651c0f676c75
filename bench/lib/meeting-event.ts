import crypto from 'node:crypto';
import type pg from 'pg';

/** Bench people have fixed ids: person n is `uid(n)`; person 0 is the organiser. */
export const uid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
/** `uid(n)` for n given as a SQL expression. */
export const uidSql = (n: string) => `('00000000-0000-4000-a000-' || lpad((${n})::text, 12, '0'))::uuid`;
const sha = (t: string) => crypto.createHash('sha256').update(t).digest('hex');

interface MeetingEvent {
  eventId: string;
  slug: string;
  /** Attendees 1..people (with profiles); person 0 exists as the organiser. */
  people: number;
  endDate: string;
  timeZone: string;
  windows: { startsAt: string; endsAt: string }[];
  spots: number;
}

/** An event with meeting hours on (15-minute slots) and `spots` spots, written straight to the database. Answers the spots' ids. */
export async function seedMeetingEvent(db: pg.Client, e: MeetingEvent): Promise<string[]> {
  await db.query(`insert into companies (id, slug, name) values ('00000000-0000-4000-8000-000000000001', 'bench', 'Bench')`);
  await db.query(
    `insert into users (id, email, username, password_hash, email_verified_at) select ${uidSql('g')}, 'u' || g || '@bench.test', 'u' || g, 'x', now() from generate_series(0, $1::int) g`,
    [e.people],
  );
  await db.query(`insert into memberships (company_id, user_id, role) values ('00000000-0000-4000-8000-000000000001', $1, 'owner')`, [uid(0)]);
  await db.query(
    `insert into events (id, company_id, slug, name, start_date, end_date, location, organizer_username, time_zone)
     values ($1, '00000000-0000-4000-8000-000000000001', $2, $2, '2099-05-01', $3, 'Lisbon', 'u0', $4)`,
    [e.eventId, e.slug, e.endDate, e.timeZone],
  );
  await db.query(`insert into event_attendees (event_id, user_id) select $1, ${uidSql('g')} from generate_series(1, $2::int) g`, [e.eventId, e.people]);
  await db.query(`insert into profiles (event_id, user_id, first_name, last_name, gender) select $1, ${uidSql('g')}, 'F' || g, 'L', 'other' from generate_series(1, $2::int) g`, [e.eventId, e.people]);
  await db.query(`insert into meeting_settings (event_id, enabled, slot_minutes, windows) values ($1, true, 15, $2::jsonb)`, [e.eventId, JSON.stringify(e.windows)]);
  const spots = await db.query<{ id: string }>(`insert into meeting_spots (event_id, name, position) select $1, 'Table ' || g, g from generate_series(1, $2::int) g returning id`, [
    e.eventId,
    e.spots,
  ]);
  return spots.rows.map((r) => r.id);
}

/** Signed-in sessions for people 1..tokens.length, one bearer token each. */
export async function seedSessions(db: pg.Client, tokens: string[]) {
  await db.query(`insert into sessions (user_id, token_hash, expires_at) select u, h, now() + interval '1 hour' from unnest($1::uuid[], $2::text[]) as t(u, h)`, [
    tokens.map((_, i) => uid(i + 1)),
    tokens.map(sha),
  ]);
}
