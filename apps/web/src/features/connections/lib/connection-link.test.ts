import { describe, expect, it } from 'vitest';
import { connectionLink, parseConnectionLink } from './connection-link';

const ORIGIN = 'https://mingle.example';
const SLUG = 'summer-makers-meetup';
const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('connection links', () => {
  it('builds the link and reads it back', () => {
    const link = connectionLink(ORIGIN, SLUG, ID);
    expect(link).toBe(`${ORIGIN}/events/${SLUG}/connections/new/${ID}`);
    expect(parseConnectionLink(link, ORIGIN, SLUG)).toEqual({ initiatorId: ID });
  });

  it('carries the one-time code of a QR, and drops a malformed one (the scan then asks instead)', () => {
    const code = 'AbC-123_xyzAbC-123_xyz';
    const link = connectionLink(ORIGIN, SLUG, ID, code);
    expect(link).toBe(`${ORIGIN}/events/${SLUG}/connections/new/${ID}?code=${code}`);
    expect(parseConnectionLink(link, ORIGIN, SLUG)).toEqual({ initiatorId: ID, code });
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/new/${ID}?code=%3Cscript%3E`, ORIGIN, SLUG)).toEqual({ initiatorId: ID });
  });

  it('tolerates surrounding spaces, a trailing slash, a query and upper-case ids', () => {
    expect(parseConnectionLink(`  ${ORIGIN}/events/${SLUG}/connections/new/${ID}/ `, ORIGIN, SLUG)).toEqual({ initiatorId: ID });
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/new/${ID}?utm=x#top`, ORIGIN, SLUG)).toEqual({ initiatorId: ID });
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/new/${ID.toUpperCase()}`, ORIGIN, SLUG)).toEqual({ initiatorId: ID });
  });

  it('refuses other sites, other events and other pages', () => {
    expect(parseConnectionLink(`https://evil.example/events/${SLUG}/connections/new/${ID}`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`http://mingle.example/events/${SLUG}/connections/new/${ID}`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`${ORIGIN}/events/other-event/connections/new/${ID}`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/${ID}`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/new/${ID}/extra`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`${ORIGIN}/x/events/${SLUG}/connections/new/${ID}`, ORIGIN, SLUG)).toBeNull();
  });

  it('refuses malformed ids and text that is not a link', () => {
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/new/not-a-uuid`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`${ORIGIN}/events/${SLUG}/connections/new/`, ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink('hello there', ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink('', ORIGIN, SLUG)).toBeNull();
    expect(parseConnectionLink(`javascript:alert(1)`, ORIGIN, SLUG)).toBeNull();
  });
});
