import { describe, expect, it } from 'vitest';
import { isStrongPassword, RegisterInput, ValidateAccountSearch, englishValidation } from './index.js';

describe('password rule (spec 5)', () => {
  it.each([
    ['Sunshine1!', true],
    ['sunshine1!', false],
    ['Sunshine!!', false],
    ['Sunshine12', false],
    ['Sun1!', false],
  ])('%s -> %s', (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));
});

describe('register input', () => {
  it('names each bad field with an i18n key', () => {
    const r = RegisterInput.safeParse({ email: 'nope', username: '', password: 'short' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({ email: 'invalidEmail', username: 'required', password: 'passwordRule' });
    expect(englishValidation('required')).toBe('Required field');
  });
  it('lower-cases the email', () => {
    const r = RegisterInput.parse({ email: ' Ann@Example.COM ', username: 'ann', password: 'Sunshine1!' });
    expect(r.email).toBe('ann@example.com');
  });
});

describe('/validate-account search (spec 2)', () => {
  it('needs a username and a valid email', () => {
    expect(ValidateAccountSearch.safeParse({ username: 'a', email: 'a@b.co' }).success).toBe(true);
    expect(ValidateAccountSearch.safeParse({ username: '', email: 'a@b.co' }).success).toBe(false);
    expect(ValidateAccountSearch.safeParse({ username: 'a', email: 'x' }).success).toBe(false);
  });
});
