import type { TestApp } from './app.js';
import { memberships, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';

export const TEST_PASSWORD = 'Sunshine1!';

/**
 * Each test person signs up from an address of their own, as real people do: a file that makes
 * many people must not run into the per-address limit on sign-ups (LIMITS.loginPerIpPerMinute).
 */
const addressOf = (username: string) => {
  let h = 0;
  for (const c of username) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
};

/** TEST_PASSWORD's hash, made once per worker: a hash costs tens of milliseconds by design. */
let testPasswordHash: Promise<string> | undefined;

/**
 * A verified account, signed in through the API; returns the bearer headers. Signing up by mail is
 * tested in the auth module; every other test starts from an account that already exists, as most
 * people of an event do, so the account row is written here and only the sign-in is the API's.
 */
export async function signedInUser(t: TestApp, username: string) {
  const email = `${username}@example.com`;
  const remoteAddress = addressOf(username);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await t.database.db
    .insert(users)
    .values({ email, username, passwordHash: await testPasswordHash, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress });
  const { accessToken } = login.json() as { accessToken: string };
  if (!accessToken) throw new Error(`no session for ${username}: ${login.body}`);
  return { id: row!.id, email, headers: { authorization: `Bearer ${accessToken}` } as Record<string, string> };
}

/** A signed-in user who has set up a company; headers carry x-company-id. */
export async function companyMember(t: TestApp, username: string, slug = `${username}-co`) {
  const user = await signedInUser(t, username);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/companies',
    headers: user.headers,
    payload: { slug, name: `${username} Company`, contactInformation: `${username}@example.com` },
  });
  const { company } = res.json() as { company: { id: string; slug: string } };
  const headers: Record<string, string> = { ...user.headers, 'x-company-id': company.id };
  return { ...user, company, headers };
}

/** A multipart/form-data body for inject. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----mingle${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A second person on a company's team, written straight into the table (the invitation by mail is
 * tested in the companies module); headers carry the company's x-company-id.
 */
export async function teammate(t: TestApp, company: { id: string; slug: string }, username: string, role: 'owner' | 'organiser' = 'organiser') {
  const user = await signedInUser(t, username);
  await t.database.db.insert(memberships).values({ companyId: company.id, userId: user.id, role });
  return { ...user, company, headers: { ...user.headers, 'x-company-id': company.id } as Record<string, string> };
}
