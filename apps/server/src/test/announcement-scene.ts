import { expect, vi } from 'vitest';
import type { TestApp } from './app.js';
import { call, eventWithAttendees, type Who } from './event-fixture.js';

/**
 * An event of the test's own for the announcement tests: ana, ben, cy and dan attend; ana and ben
 * are in its Hikers group.
 */
export async function announcementScene(t: TestApp, prefix: string) {
  const api = call(t);
  const fx = await eventWithAttendees(t, prefix, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'], dan: ['jazz'] });
  const { ana, ben, cy, dan } = fx.attendees as Record<'ana' | 'ben' | 'cy' | 'dan', Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Hikers', icon: '🥾' })).json().id as string;
  for (const who of [ana, ben]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  return { fx, ana, ben, cy, dan, slug, groupId, emailOf: (name: string) => `${prefix}${name}@example.com` };
}

/**
 * Send-now delivers after the answer has left (live change, then every mail): follows the
 * deliveries started from here on, to await their end, after which no more mail of theirs comes.
 */
export function followDeliveries(t: TestApp) {
  const spy = vi.spyOn(t.app.announcementDelivery, 'deliver');
  return {
    async done() {
      try {
        await expect.poll(() => spy.mock.calls.length).toBeGreaterThan(0);
        await Promise.all(spy.mock.results.map((r) => r.value));
      } finally {
        spy.mockRestore();
      }
    },
  };
}
