import { ValidateAccountSearch } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { MapTabSearch, PageSearch, PageTabSearch, parseSearch, stringifySearch } from './search';

describe('search params', () => {
  it('reads every value as a string, so codes keep their leading zeros', () => {
    expect(parseSearch('?email=a%2Bb%40c.co&code=012345&username=2024&flag=true')).toEqual({
      email: 'a+b@c.co',
      code: '012345',
      username: '2024',
      flag: 'true',
    });
  });

  it('writes plain values and skips empty ones', () => {
    expect(stringifySearch({ redirect: '/events/me?tab=a', page: 2, skip: undefined })).toBe('?redirect=%2Fevents%2Fme%3Ftab%3Da&page=2');
    expect(stringifySearch({})).toBe('');
  });

  it('round-trips', () => {
    const search = { username: '007', email: 'bond@mi6.uk', redirect: '/x?y=1' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it('page is a number, tab a string, the map tab a number (spec 2)', () => {
    expect(PageSearch.parse(parseSearch('?page=3'))).toEqual({ page: 3 });
    expect(PageSearch.parse(parseSearch('?page=abc'))).toEqual({ page: undefined });
    expect(PageTabSearch.parse(parseSearch('?tab=groups&page=2'))).toEqual({ tab: 'groups', page: 2 });
    expect(MapTabSearch.parse(parseSearch('?tab=2'))).toEqual({ tab: 2 });
  });

  it('/validate-account needs a username and a valid email (contracts schema)', () => {
    expect(ValidateAccountSearch.safeParse(parseSearch('?username=2024&email=a@b.co')).success).toBe(true);
    const missing = ValidateAccountSearch.safeParse(parseSearch('?username=&email=nope'));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message).sort()).toEqual(['invalidEmail', 'required']);
  });
});
