import { DEFAULT_COMPANY_SLUG } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { afterSignInTarget, safeRedirectTarget, signedInHome } from './redirects';

const membership = { slug: 'acme' };
const selectedEvent = { slug: 'summer-fest' };

describe('safe redirect targets', () => {
  it.each(['/events/me', '/events/summer-fest?tab=groups', '/acme/events#top', '/'])('keeps %s', (target) => {
    expect(safeRedirectTarget(target)).toBe(target);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example/x',
    '/.//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'events/me',
    '',
    '/\tevil',
    '/events\\..\\x',
    undefined,
    42,
  ])('ignores %s', (target) => {
    expect(safeRedirectTarget(target)).toBeUndefined();
  });

  it('ignores the signed-out pages themselves, which would loop', () => {
    expect(safeRedirectTarget('/login')).toBeUndefined();
    expect(safeRedirectTarget('/login?redirect=/x')).toBeUndefined();
    expect(safeRedirectTarget('/sign-up/')).toBeUndefined();
    expect(safeRedirectTarget('/forgot-password')).toBeUndefined();
  });
});

describe('where a signed-in user goes', () => {
  it('goes to the redirect target first', () => {
    expect(afterSignInTarget({ redirect: '/events/x/gatherings', selectedEvent, membership })).toBe('/events/x/gatherings');
  });

  it('else to the selected event', () => {
    expect(afterSignInTarget({ selectedEvent, membership })).toBe('/events/summer-fest');
    expect(afterSignInTarget({ redirect: 'https://evil.example', selectedEvent })).toBe('/events/summer-fest');
  });

  it("else to the company's events list, with the default slug when the membership has none", () => {
    expect(afterSignInTarget({ membership })).toBe('/acme/events');
    expect(signedInHome({ membership: { slug: '' } })).toBe(`/${DEFAULT_COMPANY_SLUG}/events`);
  });

  it('else, without a membership, to their own events', () => {
    expect(afterSignInTarget({})).toBe('/events/me');
    expect(afterSignInTarget({ redirect: '//evil.example', selectedEvent: null, membership: null })).toBe('/events/me');
  });
});
