import { describe, expect, it } from 'vitest';
import { navSection } from './nav-section';

const slug = 'summer-makers-meetup';
const group = '6f1c2f34-4b8e-4d55-9a65-3f7f0c1e2a10';
const at = (path: string, search: { tab?: unknown } = {}) => navSection(`/events/${slug}${path}`, search, slug);

describe('navSection (the bottom navigation highlights the section you are in)', () => {
  it('is Home on the event page, Groups on its groups list', () => {
    expect(at('')).toBe('home');
    expect(at('/')).toBe('home');
    expect(at('', { tab: 'groups' })).toBe('groups');
  });

  it('stays on Groups everywhere inside a group: board, gatherings tab, details, a gathering', () => {
    expect(at(`/${group}`)).toBe('groups');
    expect(at(`/${group}`, { tab: 'gatherings' })).toBe('groups');
    expect(at(`/${group}/details`)).toBe('groups');
    expect(at(`/${group}/gatherings/create`)).toBe('groups');
    expect(at(`/${group}/gatherings/0b7a8d3e-6a1f-4c2b-8e5d-9f0a1b2c3d4e`)).toBe('groups');
    expect(at(`/${group}/gatherings/0b7a8d3e-6a1f-4c2b-8e5d-9f0a1b2c3d4e/edit`)).toBe('groups');
  });

  it('finds the other places and the pages inside them', () => {
    expect(at('/gatherings')).toBe('gatherings');
    expect(at('/attendees')).toBe('people');
    expect(at('/connections')).toBe('connections');
    expect(at('/connections/share')).toBe('connections');
    expect(at(`/connections/${group}`)).toBe('connections');
    expect(at(`/connections/${group}/profile`)).toBe('connections');
    expect(at(`/connections/new/${group}`)).toBe('connections');
  });

  it('highlights nothing on pages reached from the menu, or outside the event', () => {
    expect(at('/guides')).toBeNull();
    expect(at('/guides/3')).toBeNull();
    expect(at('/profile')).toBeNull();
    expect(at('/profile/edit')).toBeNull();
    expect(at('/pass')).toBeNull();
    expect(at('/agenda')).toBeNull();
    expect(at('/rounds')).toBeNull();
    expect(at('/availability')).toBeNull();
    expect(navSection('/events/me', {}, slug)).toBeNull();
    expect(navSection(`/events/${slug}-other/gatherings`, {}, slug)).toBeNull();
  });
});
