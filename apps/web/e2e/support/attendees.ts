import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromMail } from './mail';
import { bearer, type Session } from './session';

export const NEW_PASSWORD = 'Sunshine1!';

interface NewAttendee {
  slug: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  interests: string[];
}

/**
 * A new account, signed up through the API with the mailed code, that joins the event and writes
 * a profile (hometown Lisbon; Paris, Rome and Tokyo as adventures and destinations).
 */
export async function newAttendee(request: APIRequestContext, a: NewAttendee): Promise<{ email: string; session: Session }> {
  const since = Date.now();
  expect((await request.post('/api/v1/auth/register', { data: { email: a.email, username: a.username, password: NEW_PASSWORD } })).ok()).toBe(true);
  // The right code signs in, as a login would.
  const verified = await request.post('/api/v1/auth/verify', { data: { email: a.email, code: await codeFromMail(a.email, since - 1000) } });
  expect(verified.ok()).toBe(true);
  const session = (await verified.json()) as Session;
  const headers = bearer(session);
  expect((await request.post(`/api/v1/events/${a.slug}/join`, { headers })).ok()).toBe(true);
  const place = async (q: string) => ((await (await request.get(`/api/v1/places?q=${q}`, { headers })).json()) as { id: string }[])[0]!.id;
  const three = [await place('Paris'), await place('Rome'), await place('Tokyo')];
  const profile = await request.put(`/api/v1/events/${a.slug}/profile`, {
    headers,
    data: { firstName: a.firstName, lastName: a.lastName, gender: 'other', hometownId: await place('Lisbon'), interests: a.interests, adventures: three, destinations: three },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return { email: a.email, session };
}
