/** The request headers an API answer depends on besides its address (lib/api.ts sends them). */
const PER_USER_HEADERS = ['authorization', 'x-company-id', 'accept-language'] as const;

/** Marks a cached API answer's address with whose it is; never sent to the server. */
export const USER_PARAM = '__mingle_user';

/**
 * The address an API answer is cached under: its own, plus a digest of who asked (the bearer
 * token, the company, the language). Another person signed in on the same phone asks with another
 * token, so they can never be given my cached answers, even before sign-out clears them.
 */
export async function userCacheKey(url: string, headers: Pick<Headers, 'get'>): Promise<string> {
  const who = PER_USER_HEADERS.map((name) => `${name}:${headers.get(name) ?? ''}`).join('\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who)));
  const key = new URL(url);
  key.searchParams.set(USER_PARAM, Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(''));
  return key.href;
}

/** Whether an answer says it must not be stored (downloads, one-time codes, exports). */
export const forbidsStoring = (cacheControl: string | null) => /(?:^|,)\s*no-store\b/i.test(cacheControl ?? '');
