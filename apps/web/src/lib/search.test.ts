import { ValidateAccountSearch as ValidateAccountContract, ValidateConfirmPasswordSearch as ValidateConfirmPasswordContract } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { EMAIL, MapTabSearch, PageSearch, PageTabSearch, parseSearch, SearchIssues, shortText, stringifySearch, ValidateAccountSearch, ValidateConfirmPasswordSearch } from './search';

/** What a search check threw, as the route's error view reads it; undefined when it passed. */
function issuesOf(check: () => unknown): string[] | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(SearchIssues);
    return (error as SearchIssues).issues.map((issue) => `${issue.path.join('.')}:${issue.message}`).sort();
  }
}

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

  it('page is a number, tab a string, the map tab a number; bad values are dropped', () => {
    expect(PageSearch(parseSearch('?page=3'))).toEqual({ page: 3 });
    expect(PageSearch(parseSearch('?page=abc'))).toEqual({});
    expect(PageSearch(parseSearch('?page=0'))).toEqual({});
    expect(PageSearch(parseSearch('?page=2.5'))).toEqual({});
    expect(PageSearch(parseSearch(''))).toEqual({});
    expect(PageTabSearch(parseSearch('?tab=groups&page=2'))).toEqual({ tab: 'groups', page: 2 });
    expect(MapTabSearch(parseSearch('?tab=2'))).toEqual({ tab: 2 });
    expect(MapTabSearch(parseSearch('?tab=-1'))).toEqual({});
    expect(shortText('  ana  ', 80, { trim: true })).toBe('ana');
    expect(shortText('x'.repeat(81), 80)).toBeUndefined();
  });

  it('/validate-account needs a username and a valid email, as the contracts schema says', () => {
    const cases = ['?username=2024&email=a@b.co', '?username=&email=nope', '?email=a@b.co', '?username=x', '?username=x&email=a..b@c.co', '?username=x&email=A.B+c@d-e.org&redirect=/x'];
    for (const search of cases) {
      const contract = ValidateAccountContract.safeParse(parseSearch(search));
      const ours = issuesOf(() => ValidateAccountSearch(parseSearch(search)));
      // The same fields fail (a missing username reads 'required' here, zod's own English there).
      expect(
        ours?.map((issue) => issue.split(':')[0]),
        search,
      ).toEqual(contract.success ? undefined : contract.error.issues.map((i) => i.path.join('.')).sort());
      if (contract.success) expect(ValidateAccountSearch(parseSearch(search))).toMatchObject(contract.data);
    }
    expect(issuesOf(() => ValidateAccountSearch(parseSearch('?username=&email=nope')))).toEqual(['email:invalidEmail', 'username:required']);
    for (const search of ['?email=a@b.co&redirect=/x', '?email=nope', '']) {
      const contract = ValidateConfirmPasswordContract.safeParse(parseSearch(search));
      expect(
        issuesOf(() => ValidateConfirmPasswordSearch(parseSearch(search))),
        search,
      ).toEqual(contract.success ? undefined : ['email:invalidEmail']);
    }
  });

  it('checks emails as zod itself does', () => {
    const samples = ['a@b.co', 'A.B+c@d-e.org', "o'neil@x.io", 'a..b@c.co', '.a@b.co', 'a.@b.co', 'a@b', 'a@b.c', 'a@-b.co', 'a b@c.co', 'ä@b.co', 'a@b.co.', '', 'a_b-c@sub.domain.travel'];
    for (const sample of samples) expect(EMAIL.test(sample), sample).toBe(regexes.email.test(sample));
  });
});
