import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { sqlList } from '../../db/sql-list.js';
import { profileInterests, profilePlaces, profiles } from '../../db/schema/index.js';
import { accounts } from '../auth/auth.queries.js';
import { connectedTo } from '../connections/connections.queries.js';
import { groupsOfUser, membersOfGroups } from '../groups/groups.queries.js';

type Conn = Db | Tx;

/** What I have that others may share (decision 028): interest ids, place ids by role, group ids. */
export interface Mine {
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
}

export const peopleToMeetRepo = {
  /** My interests and places, by id (null without a profile). */
  async mine(db: Conn, eventId: string, userId: string): Promise<Mine | null> {
    const [profile] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.eventId, eventId), eq(profiles.userId, userId)));
    if (!profile) return null;
    const [interests, places, memberships] = await Promise.all([
      db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profile.id)),
      db.select({ role: profilePlaces.role, placeId: profilePlaces.placeId }).from(profilePlaces).where(eq(profilePlaces.profileId, profile.id)),
      groupsOfUser(db, eventId, userId),
    ]);
    return {
      interests: interests.map((i) => i.id),
      destinations: places.filter((p) => p.role === 'destination').map((p) => p.placeId),
      hometown: places.find((p) => p.role === 'hometown')?.placeId ?? null,
      adventures: places.filter((p) => p.role === 'adventure').map((p) => p.placeId),
      groups: memberships.map((g) => g.id),
    };
  },

  /**
   * The people of the event I share most with, best first: not me, not hidden from the directory,
   * not already connected to me, not `hidden` (blocks either way), counting only fields they let me
   * see. Candidates are never my connections, so what they show everyone is exactly what I may see.
   * Shared items are found by joining my few items to the event's profiles, then counted per person.
   */
  async candidates(db: Conn, eventId: string, viewerId: string, mine: Mine, hidden: string[], limit: number): Promise<CandidateRow[]> {
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
    const notHidden = hidden.length ? sql`and p.user_id not in ${sqlList(hidden)}` : sql``;
    const key: Record<string, string> = { interest: 'interests', destination: 'destinations', hometown: 'hometown', adventure: 'adventures', group: 'groups' };
    const field = (kind: string) => sql`(s.kind <> ${kind} or coalesce(p.visibility->>${key[kind]!}, 'everyone') = 'everyone')`;
    const result = (await db.execute(sql`
      select p.user_id as "userId", account.username, p.first_name as "firstName", p.last_name as "lastName",
        coalesce(array_agg(s.item order by s.item) filter (where s.kind = 'interest'), '{}') as "interestIds",
        coalesce(array_agg(s.item order by s.position) filter (where s.kind = 'destination'), '{}') as destinations,
        max(s.item) filter (where s.kind = 'hometown') as hometown,
        coalesce(array_agg(s.item order by s.position) filter (where s.kind = 'adventure'), '{}') as adventures,
        coalesce(array_agg(s.item order by s.item) filter (where s.kind = 'group'), '{}') as groups
      from (${sql.join(parts, sql` union all `)}) s
      join ${profiles} p on p.id = s.profile_id
      join ${accounts()} on account.id = p.user_id
      where p.event_id = ${eventId} and p.user_id <> ${viewerId} and not p.hidden_from_directory ${notHidden}
        and ${field('interest')} and ${field('destination')} and ${field('hometown')} and ${field('adventure')} and ${field('group')}
        and p.user_id not in ${connectedTo(eventId, viewerId)}
      group by p.id, account.username
      -- Ties in the viewer's own order, so people with the same score are not always the same few for everyone.
      order by count(*) desc, md5(p.user_id::text || ${viewerId})
      limit ${limit}
    `)) as unknown as { rows: CandidateRow[] };
    return result.rows;
  },
};
