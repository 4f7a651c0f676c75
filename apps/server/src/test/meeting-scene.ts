import type { Availability, CommonSlots, Meeting, MeetingSettings } from '@mingle/contracts';
import type { TestApp } from './app.js';
import { call, eventWithAttendees, type Who } from './event-fixture.js';

const DAY_MS = 86_400_000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Tomorrow at `hh:mm` UTC, as an ISO instant. */
export const tomorrowAt = (hhmm: string) => `${dayOf(Date.now() + DAY_MS)}T${hhmm}:00.000Z`;

/**
 * An event from today to three days on (UTC) whose organisers opened meeting hours tomorrow
 * 10:00–12:00 in 30-minute slots, with two spots; `people` joined it (with profiles, so names read
 * "<name> Test"). Helpers call the meeting routes as one person.
 */
export async function meetingScene(t: TestApp, prefix: string, people: string[], hours: { windows?: { startsAt: string; endsAt: string }[]; slotMinutes?: number } = {}) {
  const api = call(t);
  const fx = await eventWithAttendees(t, prefix, Object.fromEntries(people.map((p) => [p, ['jazz']])), {
    startDate: dayOf(Date.now()),
    endDate: dayOf(Date.now() + 3 * DAY_MS),
    timeZone: 'UTC',
  });
  const slug = fx.event.slug;
  const settingsUrl = `/company/events/${fx.event.id}/meeting-settings`;
  const saved = await api('PUT', settingsUrl, fx.org, {
    enabled: true,
    slotMinutes: hours.slotMinutes ?? 30,
    windows: hours.windows ?? [{ startsAt: tomorrowAt('10:00'), endsAt: tomorrowAt('12:00') }],
    spots: [{ name: 'Table 1' }, { name: 'Table 2' }],
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const settings = saved.json() as MeetingSettings;
  const p = fx.attendees as Record<string, Who>;
  const base = `/events/${slug}/meetings`;
  const m = {
    api,
    fx,
    slug,
    p,
    settings,
    settingsUrl,
    spots: settings.spots,
    free: (who: Who, free: string[]) => api('PUT', `/events/${slug}/availability`, who, { free }),
    availability: async (who: Who) => (await api('GET', `/events/${slug}/availability`, who)).json() as Availability,
    slots: (who: Who, withUserId: string) => api('GET', `${base}/slots?with=${withUserId}`, who),
    common: async (who: Who, withUserId: string) => (await api('GET', `${base}/slots?with=${withUserId}`, who)).json() as CommonSlots,
    request: (who: Who, body: { withUserId: string; startsAt: string; spotId?: string | null; note?: string }) => api('POST', base, who, body),
    act: (who: Who, id: string, action: 'accept' | 'decline' | 'cancel' | 'held') => api('POST', `${base}/${id}/${action}`, who),
    propose: (who: Who, id: string, body: { startsAt: string; spotId?: string | null }) => api('POST', `${base}/${id}/propose`, who, body),
    list: async (who: Who, query = '') => (await api('GET', `${base}${query}`, who)).json() as { items: Meeting[]; hasMore: boolean },
    /** Both free at these times, then `a` asks `b` (the answer's meeting). */
    async ask(a: Who, b: Who, startsAt: string, extra: { spotId?: string; note?: string } = {}) {
      for (const who of [a, b]) {
        const mine = (await m.availability(who)).slots.filter((s) => s.free).map((s) => s.startsAt);
        await m.free(who, [...new Set([...mine, startsAt])]);
      }
      const res = await m.request(a, { withUserId: b.id, startsAt, ...extra });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as Meeting;
    },
  };
  return m;
}
export type MeetingScene = Awaited<ReturnType<typeof meetingScene>>;
