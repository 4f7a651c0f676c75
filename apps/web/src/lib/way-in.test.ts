// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterJoin, connectionPath, connectionPathOf, PENDING_CONNECTION_TTL_MS, rememberConnection, takePendingConnection, wayInOf } from './way-in';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const SLUG = 'summer-makers-meetup';
const CODE = 'AbC-123_xyzAbC-123_xyz';

/** A Storage in memory, like the browser's session storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('what a redirect target came for', () => {
  it('reads the event of a join page, with the scanned code it carries', () => {
    expect(wayInOf(`/events/${SLUG}/join`)).toEqual({ slug: SLUG });
    expect(wayInOf(`/events/${SLUG}/join/`)).toEqual({ slug: SLUG });
    expect(wayInOf(`/events/${SLUG}/join?connect=${ID.toUpperCase()}`)).toEqual({ slug: SLUG, connectWith: ID });
    expect(wayInOf(`/events/${SLUG}/join?connect=not-an-id`)).toEqual({ slug: SLUG });
  });

  it('reads the event and the person of a connection code', () => {
    expect(wayInOf(connectionPath(SLUG, ID))).toEqual({ slug: SLUG, connectWith: ID });
    expect(wayInOf(`${connectionPath(SLUG, ID)}?utm=poster`)).toEqual({ slug: SLUG, connectWith: ID });
    expect(wayInOf(connectionPath(SLUG, ID, CODE))).toEqual({ slug: SLUG, connectWith: ID, code: CODE });
    expect(wayInOf(`/events/${SLUG}/join?connect=${ID}&code=${CODE}`)).toEqual({ slug: SLUG, connectWith: ID, code: CODE });
    expect(wayInOf(`/events/${SLUG}/join?connect=${ID}&code=%3Cb%3E`)).toEqual({ slug: SLUG, connectWith: ID });
  });

  it.each([
    undefined,
    42,
    '',
    '/events/me',
    `/events/${SLUG}`,
    `/events/${SLUG}/gatherings`,
    `/events/${SLUG}/connections/new/not-a-uuid`,
    `/events/${SLUG}/connections/new/${ID}/extra`,
    `https://evil.example/events/${SLUG}/join`,
    `//evil.example/events/${SLUG}/join`,
    '/events/Not%20A%20Slug/join',
    `/events/${'x'.repeat(61)}/join`,
    '/events/%E0%A4%A/join',
    `/acme/events/${SLUG}/join`,
  ])('finds no way in in %s', (target) => {
    expect(wayInOf(target)).toBeUndefined();
  });

  it('reads connection paths exactly', () => {
    expect(connectionPathOf(`/events/${SLUG}/connections/new/${ID}/`)).toEqual({ slug: SLUG, initiatorId: ID });
    expect(connectionPathOf(`/events/${SLUG}/connections/${ID}`)).toBeUndefined();
    expect(connectionPathOf(`/x/events/${SLUG}/connections/new/${ID}`)).toBeUndefined();
  });
});

describe('a scanned code waiting for the profile setup', () => {
  it('is taken once, by the user and event it was kept for', () => {
    const storage = memoryStorage();
    rememberConnection({ userId: 'u1', slug: SLUG, initiatorId: ID.toUpperCase() }, storage, 1000);
    expect(takePendingConnection({ userId: 'u2', slug: SLUG }, storage, 2000)).toBeUndefined();
    expect(takePendingConnection({ userId: 'u1', slug: 'other-event' }, storage, 2000)).toBeUndefined();
    expect(takePendingConnection({ userId: 'u1', slug: SLUG }, storage, 2000)).toEqual({ initiatorId: ID });
    expect(takePendingConnection({ userId: 'u1', slug: SLUG }, storage, 2000)).toBeUndefined();
  });

  it('is dropped when it is old, and never kept for a malformed id', () => {
    const storage = memoryStorage();
    rememberConnection({ userId: 'u1', slug: SLUG, initiatorId: ID }, storage, 0);
    expect(takePendingConnection({ userId: 'u1', slug: SLUG }, storage, PENDING_CONNECTION_TTL_MS)).toBeUndefined();
    expect(storage.length).toBe(0);
    rememberConnection({ userId: 'u1', slug: SLUG, initiatorId: '../../evil' }, storage, 0);
    expect(storage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('mingle.pendingConnection', '{not json');
    expect(takePendingConnection({ userId: 'u1', slug: SLUG }, storage)).toBeUndefined();
    storage.setItem('mingle.pendingConnection', JSON.stringify({ userId: 'u1', slug: SLUG, initiatorId: 'javascript:alert(1)', at: Date.now() }));
    expect(takePendingConnection({ userId: 'u1', slug: SLUG }, storage)).toBeUndefined();
    expect(takePendingConnection({ userId: 'u1', slug: SLUG }, undefined)).toBeUndefined();
  });
});

describe('after joining', () => {
  const ME = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const joined = (hasProfile: boolean) => ({ event: { slug: SLUG }, hasProfile });

  it('goes to the profile setup, or to the event with a profile', () => {
    expect(afterJoin(joined(false), undefined, ME)).toBe(`/events/${SLUG}/profile/setup`);
    expect(afterJoin(joined(true), undefined, ME)).toBe(`/events/${SLUG}`);
  });

  it('goes back to the join page while waiting for a place (in line or pending)', () => {
    expect(afterJoin({ ...joined(false), status: 'waitlisted' }, ID, ME)).toBe(`/events/${SLUG}/join`);
    expect(afterJoin({ ...joined(false), status: 'pending' }, undefined, ME)).toBe(`/events/${SLUG}/join`);
    expect(afterJoin({ ...joined(false), status: 'joined' }, undefined, ME)).toBe(`/events/${SLUG}/profile/setup`);
  });

  it('keeps a scanned code for after the setup, or connects at once with a profile', () => {
    expect(afterJoin(joined(false), ID, ME)).toBe(`/events/${SLUG}/profile/setup`);
    expect(takePendingConnection({ userId: ME, slug: SLUG })).toEqual({ initiatorId: ID });
    expect(afterJoin(joined(true), ID, ME)).toBe(connectionPath(SLUG, ID));
    // The scanned QR's one-time code rides along (decision 018), and a malformed one is dropped.
    expect(afterJoin(joined(false), ID, ME, CODE)).toBe(`/events/${SLUG}/profile/setup`);
    expect(takePendingConnection({ userId: ME, slug: SLUG })).toEqual({ initiatorId: ID, code: CODE });
    expect(afterJoin(joined(true), ID, ME, CODE)).toBe(`${connectionPath(SLUG, ID)}?code=${CODE}`);
    expect(takePendingConnection({ userId: ME, slug: SLUG })).toBeUndefined();
  });
});
