import { describe, expect, it } from 'vitest';
import { firstName, fullName, handle } from './people';

describe('naming people', () => {
  it('uses the full name from the event profile', () => {
    expect(fullName({ username: 'ana', firstName: 'Ana', lastName: 'Silva' })).toBe('Ana Silva');
    expect(fullName({ username: 'ana', firstName: ' Ana ', lastName: null })).toBe('Ana');
  });

  it('falls back to the username until there is a name', () => {
    // An attendee who joined without a profile yet, in the organisers' list.
    expect(fullName({ firstName: 'Ana', lastName: 'Lima', username: 'ana' })).toBe('Ana Lima');
    expect(fullName({ firstName: null, lastName: null, username: 'kofi' })).toBe('kofi');
    expect(fullName({ username: 'zara', firstName: null, lastName: null })).toBe('zara');
    expect(fullName({ username: 'zara', firstName: '  ', lastName: '' })).toBe('zara');
    expect(firstName({ username: 'zara', firstName: null })).toBe('zara');
    expect(firstName({ username: 'ana', firstName: 'Ana', lastName: 'Silva' })).toBe('Ana');
  });

  it('shows the username with an @ beside the name', () => {
    expect(handle('ana')).toBe('@ana');
  });
});
