import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { sqlList } from '../../db/sql-list.js';
import { meetings, peopleToMeetShown, profileInterests, profilePlaces, profiles } from '../../db/schema/index.js';
import { accounts } from '../auth/auth.queries.js';
import { groupsOfUser, membersOfGroups } from '../groups/groups.queries.js';
import { neverSuggested } from './matching.queries.js';

type Conn = Db | Tx;

/**
 * How the list is ranked (decision 043). A shared interest, place or group scores 1; an intent of
 * mine that they answer scores `intentEachWay` for each side it serves (my need, their offer), so a
 * match of intents outweighs a couple of shared interests. The best `shortlist` by that score are
 * then re-ranked by demand: divided by 1 + (lists they are already in + `requestWeight` x meeting
 * requests waiting for them) / `demandScale`, so the few who share the most with everyone are not
 * in everyone's top five, and people with many requests waiting are suggested less.
 */
export const RANKING = { intentEachWay: 2, shortlist: 40, requestWeight: 2, demandScale: 5 } as const;

/** What I have that others may share (decision 028): interest ids, place ids by role, group ids; and my intents (040). */
export interface Mine {
  intents: string[];
  interests: string[];
  destinations: string[];
  hometown: string | null;
  adventures: string[];
  groups: string[];
}

export interface CandidateRow {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  interestIds: string[];
  destinations: string[];
  hometown: string | null;
  adventures: string[];
  groups: string[];
  /** Null unless they show their "about" to everyone; intent ids likewise empty unless shown to everyone. */
  headline: string | null;
  intents: string[];
}

export const peopleToMeetRepo = {
  /** My interests and places, by id (null without a profile). */
  async mine(db: Conn, eventId: string, userId: string): Promise<Mine | null> {
    const [profile] = await db
      .select({ id: profiles.id, intents: profiles.intents })
      .from(profiles)
      .where(and(eq(profiles.eventId, eventId), eq(profiles.userId, userId)));
    if (!profile) return null;
    const [interests, places, memberships] = await Promise.all([
      db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profile.id)),
      db.select({ role: profilePlaces.role, placeId: profilePlaces.placeId }).from(profilePlaces).where(eq(profilePlaces.profileId, profile.id)),
      groupsOfUser(db, eventId, userId),
    ]);
    return {
      intents: profile.intents,
      interests: interests.map((i) => i.id),
      destinations: places.filter((p) => p.role === 'destination').map((p) => p.placeId),
      hometown: places.find((p) => p.role === 'hometown')?.placeId ?? null,
      adventures: places.filter((p) => p.role === 'adventure').map((p) => p.placeId),
      groups: memberships.map((g) => g.id),
    };
  },

  /**
   * The people of the event I share most with, best first: not me, not hidden from the directory,
   * not `hidden` (blocks either way), never anyone matching leaves out (already met, "not
   * interested" either way: `neverSuggested`), counting only fields they let me see. Candidates
   * are never my connections, so what they show everyone is exactly what I may see. Shared items
   * are found by joining my few items to the event's profiles, then weighed per person (`RANKING`);
   * someone must share at least one interest, place or group (the reason shown), intents only add.
   */
  async candidates(db: Conn, eventId: string, viewerId: string, mine: Mine & { answering: string[] }, hidden: string[], limit: number): Promise<CandidateRow[]> {
    const parts: SQL[] = [];
    if (mine.interests.length)
      parts.push(sql`select pi.profile_id, 'interest' as kind, pi.interest_id as item, 0 as position from ${profileInterests} pi
        where pi.interest_id in ${sqlList(mine.interests)}`);
    if (mine.destinations.length)
      parts.push(sql`select pp.profile_id, 'destination', pp.name, pp.position from ${profilePlaces} pp
        where pp.role = 'destination' and pp.place_id in ${sqlList(mine.destinations)}`);
    if (mine.hometown) parts.push(sql`select pp.profile_id, 'hometown', pp.name, 0 from ${profilePlaces} pp where pp.role = 'hometown' and pp.place_id = ${mine.hometown}`);
    if (mine.adventures.length)
      parts.push(sql`select pp.profile_id, 'adventure', pp.name, pp.position from ${profilePlaces} pp
        where pp.role = 'adventure' and pp.place_id in ${sqlList(mine.adventures)}`);
    if (mine.groups.length)
      parts.push(sql`select gp.id, 'group', gm.name, 0 from ${membersOfGroups(mine.groups)} gm
        join ${profiles} gp on gp.user_id = gm.user_id and gp.event_id = ${eventId}`);
    if (!parts.length) return [];
    const { answering } = mine; // by the one rule of intent-match.ts, worked out by the service
    // Their intents that answer mine (the relation is symmetric: mine answer theirs as well).
    if (answering.length)
      parts.push(sql`select ip.id, 'intent', i.intent, 0 from ${profiles} ip, unnest(ip.intents) as i(intent)
        where ip.event_id = ${eventId} and i.intent in ${sqlList(answering)}`);
    const notHidden = hidden.length ? sql`and p.user_id not in ${sqlList(hidden)}` : sql``;
    const key: Record<string, string> = { interest: 'interests', destination: 'destinations', hometown: 'hometown', adventure: 'adventures', group: 'groups', intent: 'intents' };
    const field = (kind: string) => sql`(s.kind <> ${kind} or coalesce(p.visibility->>${key[kind]!}, 'everyone') = 'everyone')`;
    const weight = sql`case when s.kind = 'intent' then ${2 * RANKING.intentEachWay} else 1 end`;
    const { shortlist, requestWeight, demandScale } = RANKING;
    // Ranked on the score alone first; names and the shared items are put together for the
    // shortlist only (a few dozen people, not everyone who shares something).
    const result = (await db.execute(sql`
      with items as materialized (
        select p.id as profile_id, p.user_id, s.kind, s.item, s.position
        from (${sql.join(parts, sql` union all `)}) s
        join ${profiles} p on p.id = s.profile_id
        where p.event_id = ${eventId} and p.user_id <> ${viewerId} and not p.hidden_from_directory ${notHidden}
          and ${field('interest')} and ${field('destination')} and ${field('hometown')} and ${field('adventure')} and ${field('group')} and ${field('intent')}
          and p.user_id not in ${neverSuggested(eventId, viewerId)}
      ),
      ranked as (
        select s.profile_id, sum(${weight})::float as score,
          -- Ties in the viewer's own order, so people with the same score are not always the same few for everyone.
          md5(s.user_id::text || ${viewerId}) as tie
        from items s
        group by s.profile_id, s.user_id
        having count(*) filter (where s.kind <> 'intent') > 0
        order by score desc, tie
        limit ${shortlist}
      ),
      shared as (
        select p.user_id as "userId", account.username, p.first_name as "firstName", p.last_name as "lastName",
          coalesce(array_agg(s.item order by s.item) filter (where s.kind = 'interest'), '{}') as "interestIds",
          coalesce(array_agg(s.item order by s.position) filter (where s.kind = 'destination'), '{}') as destinations,
          max(s.item) filter (where s.kind = 'hometown') as hometown,
          coalesce(array_agg(s.item order by s.position) filter (where s.kind = 'adventure'), '{}') as adventures,
          coalesce(array_agg(s.item order by s.item) filter (where s.kind = 'group'), '{}') as groups,
          case when coalesce(p.visibility->>'about', 'everyone') = 'everyone' then p.headline end as headline,
          case when coalesce(p.visibility->>'intents', 'everyone') = 'everyone' then p.intents else '{}' end as intents,
          ranked.score, ranked.tie
        from ranked
        join items s on s.profile_id = ranked.profile_id
        join ${profiles} p on p.id = ranked.profile_id
        join ${accounts()} on account.id = p.user_id
        group by ranked.profile_id, ranked.score, ranked.tie, p.id, account.username
      )
      select shared.* from shared
      order by shared.score / (1 + (
        (select count(*) from ${peopleToMeetShown} sh where sh.event_id = ${eventId} and sh.shown_id = shared."userId" and sh.viewer_id <> ${viewerId})
        + ${requestWeight} * (select count(*) from ${meetings} m where m.event_id = ${eventId} and m.invitee_id = shared."userId"
            and m.turn_user_id = shared."userId" and m.status = 'pending')
      )::float / ${demandScale}) desc, shared.tie
      limit ${limit}
    `)) as unknown as { rows: CandidateRow[] };
    return result.rows;
  },

  /** Remembers whom I was shown (once per pair): the spread in the insights and the demand above count it. */
  async recordShown(db: Conn, eventId: string, viewerId: string, shownIds: string[]): Promise<void> {
    if (!shownIds.length) return;
    await db
      .insert(peopleToMeetShown)
      .values(shownIds.map((shownId) => ({ eventId, viewerId, shownId })))
      .onConflictDoNothing();
  },
};
