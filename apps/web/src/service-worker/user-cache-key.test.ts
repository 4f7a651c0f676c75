import { describe, expect, it } from 'vitest';
import { forbidsStoring, USER_PARAM, userCacheKey } from './user-cache-key';

const url = 'http://localhost/api/v1/events/summer/attendees?page=2';

describe('userCacheKey', () => {
  it('keeps the address and adds who asked', async () => {
    const key = new URL(await userCacheKey(url, new Headers({ authorization: 'Bearer a' })));
    expect(key.pathname).toBe('/api/v1/events/summer/attendees');
    expect(key.searchParams.get('page')).toBe('2');
    expect(key.searchParams.get(USER_PARAM)).toMatch(/^[0-9a-f]{24}$/);
  });

  it('is the same for the same person and different for another token, company or language', async () => {
    const mine = await userCacheKey(url, new Headers({ authorization: 'Bearer a' }));
    expect(await userCacheKey(url, new Headers({ authorization: 'Bearer a' }))).toBe(mine);
    expect(await userCacheKey(url, new Headers({ authorization: 'Bearer b' }))).not.toBe(mine);
    expect(await userCacheKey(url, new Headers())).not.toBe(mine);
    expect(await userCacheKey(url, new Headers({ authorization: 'Bearer a', 'x-company-id': 'c1' }))).not.toBe(mine);
    expect(await userCacheKey(url, new Headers({ authorization: 'Bearer a', 'accept-language': 'pt-BR' }))).not.toBe(mine);
  });
});

describe('forbidsStoring', () => {
  it('reads no-store among other directives', () => {
    expect(forbidsStoring('no-store')).toBe(true);
    expect(forbidsStoring('private, no-store')).toBe(true);
    expect(forbidsStoring('private, no-cache')).toBe(false);
    expect(forbidsStoring(null)).toBe(false);
  });
});
