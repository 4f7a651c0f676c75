import { describe, expect, it } from 'vitest';
import { attendeeName } from './attendee-name';

describe('attendeeName', () => {
  it('is the profile name, else the username', () => {
    expect(attendeeName({ firstName: 'Ana', lastName: 'Lima', username: 'ana' })).toBe('Ana Lima');
    expect(attendeeName({ firstName: null, lastName: null, username: 'kofi' })).toBe('kofi');
  });
});
