import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { companyMember, signedInUser } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('company setup and profile', () => {
  it('creates the company and the membership; sign-in then carries it', async () => {
    const user = await signedInUser(t, 'olga');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: user.headers,
      payload: { slug: 'Olga-Events', name: 'Olga Events', description: 'Meetups', contactInformation: 'olga@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.company).toMatchObject({ slug: 'olga-events', name: 'Olga Events' });
    expect(body.membership).toMatchObject({ slug: 'olga-events', role: 'owner' });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: 'Sunshine1!' } });
    expect(login.json().membership.companyId).toBe(body.company.id);

    // A member may not set up a second company.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: user.headers, payload: { slug: 'olga-two', name: 'Two', contactInformation: 'x' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a taken or reserved slug and missing fields, writing nothing', async () => {
    const rival = await companyMember(t, 'rita', 'rita-events');
    const user = await signedInUser(t, 'pia');
    const taken = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: user.headers, payload: { slug: rival.company.slug, name: 'X', contactInformation: 'x' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().issues[0]).toMatchObject({ field: 'slug', key: 'slugTaken' });
    const reserved = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: user.headers, payload: { slug: 'setup', name: 'X', contactInformation: 'x' } });
    expect(reserved.json().issues[0]).toMatchObject({ field: 'slug', key: 'slugTaken' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: user.headers, payload: { slug: 'pia', name: ' ', contactInformation: '' } });
    expect(missing.json().issues).toEqual([
      { field: 'name', key: 'required', message: 'Required field' },
      { field: 'contactInformation', key: 'required', message: 'Required field' },
    ]);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.headers });
    expect(me.json().membership).toBeUndefined();
  });

  it('shows and edits the company to its members only; others get 404', async () => {
    const a = await companyMember(t, 'anya');
    const b = await companyMember(t, 'ben');
    const get = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${a.company.slug}`, headers: a.headers });
    expect(get.json()).toMatchObject({ slug: 'anya-co', contactInformation: 'anya@example.com' });
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${a.company.slug}`, headers: a.headers, payload: { description: 'Friendly meetups' } });
    expect(patch.json().description).toBe('Friendly meetups');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${a.company.slug}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/companies/${a.company.slug}`, headers: b.headers, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/companies/no-such-co', headers: a.headers })).statusCode).toBe(404);
  });
});
