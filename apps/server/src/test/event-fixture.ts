import { PROFILE_FIELDS } from '@mingle/contracts';
import type { TestApp } from './app.js';
import { companyMember, signedInUser } from './users.js';

export type Who = { id: string; headers: Record<string, string> };

/** Every profile field shown to everyone: a test's starting point for a privacy setting. */
export const everyoneSees = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, 'everyone'])) as Record<(typeof PROFILE_FIELDS)[number], 'everyone'>;

export const call = (t: TestApp) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: { headers: Record<string, string> }, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

/** An organiser's event with attendees who joined and wrote profiles with the given interests. */
export async function eventWithAttendees(t: TestApp, prefix: string, people: Record<string, string[]>, eventFields: object = {}) {
  const api = call(t);
  const org = await companyMember(t, `${prefix}org`);
  const event = (
    await api('POST', '/company/events', org, {
      name: `${prefix} Meetup`,
      startDate: '2099-06-10',
      endDate: '2099-06-12',
      location: 'Hall',
      organizerUsername: 'org',
      timeZone: 'Europe/Lisbon',
      ...eventFields,
    })
  ).json() as { id: string; slug: string };
  const place = (await api('GET', '/places?q=Lisbon', org)).json()[0].id as string;
  const three = ((await api('GET', '/places?q=Par', org)).json() as { id: string }[]).slice(0, 3).map((p) => p.id);
  const attendees: Record<string, Who> = {};
  for (const [name, interests] of Object.entries(people)) {
    const user = await signedInUser(t, `${prefix}${name}`);
    await api('POST', `/events/${event.slug}/join`, user);
    if (interests.length) {
      const res = await api('PUT', `/events/${event.slug}/profile`, user, {
        firstName: name,
        lastName: 'Test',
        gender: 'other',
        hometownId: place,
        interests,
        adventures: three,
        destinations: three,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    attendees[name] = user;
  }
  // Their pass mails have left: a test's own mail starts from here.
  await t.app.background.drain();
  return { org, event, attendees };
}

/** What a scan of `owner`'s QR code does: their current code, sent by `scanner` (decision 018: a scan connects at once). */
export async function scanCode(t: TestApp, event: string, owner: Who, scanner: { headers: Record<string, string> }) {
  const api = call(t);
  const codes = (await api('POST', `/events/${event}/connections/codes`, owner)).json() as { codes: { code: string }[] };
  return api('POST', `/events/${event}/connections`, scanner, { initiatorId: owner.id, code: codes.codes[0]!.code });
}
