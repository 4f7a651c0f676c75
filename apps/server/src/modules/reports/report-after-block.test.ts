import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';

let t: TestApp;
let api: ReturnType<typeof call>;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

let scenes = 0;
/**
 * Each test's own event: pat, quinn and cy on a board where quinn has written, and quinn's chat
 * message to pat. With `blocked`, pat has blocked quinn since.
 */
async function scene({ blocked = false } = {}) {
  const fx = await eventWithAttendees(t, `rb${++scenes}`, { pat: ['jazz'], quinn: ['jazz'], cy: ['jazz'] });
  const { pat, quinn, cy } = fx.attendees as Record<'pat' | 'quinn' | 'cy', Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Talk', icon: '💬' })).json().id as string;
  const report = (who: Who, payload: object) => api('POST', `/events/${slug}/reports`, who, payload);
  const post = async (who: Who, body: string) => (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, who, { body })).json().id as string;
  for (const who of [pat, quinn, cy]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  const quinnsBoardMessage = await post(quinn, 'Everyone look at pat');
  /** More of quinn's board messages from before the block, one per later check. */
  const earlier = [await post(quinn, 'Second'), await post(quinn, 'Third'), await post(quinn, 'Fourth')];
  const connectionId = (await scanCode(t, slug, pat, quinn)).json().connection.connectionId as string;
  const quinnsChatMessage = (await api('POST', `/events/${slug}/connections/${connectionId}/messages`, quinn, { body: 'Answer me or else' })).json().id as string;
  if (blocked) expect((await api('POST', `/events/${slug}/blocks`, pat, { userId: quinn.id })).statusCode).toBe(201);
  return { fx, pat, quinn, cy, slug, quinnsBoardMessage, earlier, quinnsChatMessage, report, post };
}

describe('block, then report', () => {
  it('lets the blocker report the chat, board messages and profile of the person they blocked, and nobody what they cannot see', async () => {
    const { fx, pat, quinn, cy, slug, quinnsBoardMessage, quinnsChatMessage, report, post } = await scene();
    expect((await api('POST', `/events/${slug}/blocks`, pat, { userId: quinn.id })).statusCode).toBe(201);
    // The block ended their chat and hides quinn's profile from pat, as before.
    expect((await api('GET', `/events/${slug}/attendees/${quinn.id}`, pat)).statusCode).toBe(404);

    for (const payload of [
      { kind: 'chat-message', targetId: quinnsChatMessage, reason: 'Threats in our chat' },
      { kind: 'profile', targetId: quinn.id, reason: 'Harassing me' },
      { kind: 'message', targetId: quinnsBoardMessage },
    ]) {
      const res = await report(pat, payload);
      expect([res.statusCode, res.json()], payload.kind).toMatchObject([201, { kind: payload.kind, targetId: payload.targetId }]);
    }
    const queue = (await api('GET', `/company/events/${fx.event.id}/reports`, fx.org)).json().items as { kind: string; body: string | null; person: { userId: string } }[];
    expect(queue.map((i) => [i.kind, i.body, i.person.userId])).toEqual([
      ['chat-message', 'Answer me or else', quinn.id],
      ['profile', null, quinn.id],
      ['message', 'Everyone look at pat', quinn.id],
    ]);

    // What the reporter cannot see stays out of reach.
    // cy was never in that chat.
    expect((await report(cy, { kind: 'chat-message', targetId: quinnsChatMessage })).statusCode).toBe(404);
    // quinn, who was blocked, cannot report pat (as if pat were not there).
    expect((await report(quinn, { kind: 'profile', targetId: pat.id })).statusCode).toBe(404);
    // A board message quinn wrote after the block never showed to pat.
    const later = await post(quinn, 'Posted after the block');
    expect((await report(pat, { kind: 'message', targetId: later })).statusCode).toBe(404);
    expect((await report(cy, { kind: 'message', targetId: later })).statusCode).toBe(201);
  });

  it('does not depend on whether the other person blocked the reporter too', async () => {
    const { pat, quinn, slug, earlier, report } = await scene({ blocked: true });
    expect((await api('POST', `/events/${slug}/blocks`, quinn, { userId: pat.id })).statusCode).toBe(201);
    expect((await report(pat, { kind: 'message', targetId: earlier[0] })).statusCode).toBe(201);
    expect((await api('DELETE', `/events/${slug}/blocks/${pat.id}`, quinn)).statusCode).toBe(200);
  });

  it('lasts 30 days from the block', async () => {
    const { pat, quinn, earlier, report } = await scene({ blocked: true });
    const blockMadeAgo = (days: number) =>
      t.database.db
        .update(blocks)
        .set({ createdAt: sql`now() - ${days} * interval '1 day'` })
        .where(and(eq(blocks.blockerId, pat.id), eq(blocks.blockedId, quinn.id)));
    // The messages were written before the block, whenever it was.
    await t.database.db.execute(sql`update group_messages set created_at = now() - interval '40 days' where id in (${earlier[1]}, ${earlier[2]})`);
    await blockMadeAgo(29);
    expect((await report(pat, { kind: 'message', targetId: earlier[1] })).statusCode).toBe(201);
    await blockMadeAgo(31);
    expect((await report(pat, { kind: 'message', targetId: earlier[2] })).statusCode).toBe(404);
  });
});
