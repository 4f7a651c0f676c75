import { describe, expect, it } from 'vitest';
import { LIMITS } from '@mingle/contracts';
import { loginWaitSeconds, type LoginPicture } from './login-throttle.js';

const now = 1_000_000_000;
const picture = (p: Partial<LoginPicture>): LoginPicture => ({
  addressFailures: 0,
  lastFailureMs: null,
  accountFailures: 1,
  addressFailuresAllAccounts: 1,
  nowMs: now,
  ...p,
});

describe('login throttle', () => {
  it('gives an address its free tries, then delays that double up to 15 minutes', () => {
    const free = LIMITS.loginFreeTriesPerAddress;
    for (let n = 0; n < free; n++) expect(loginWaitSeconds(picture({ addressFailures: n, lastFailureMs: now }))).toBe(0);
    const waits = [0, 1, 2, 3, 4, 10, 20].map((k) => loginWaitSeconds(picture({ addressFailures: free + k, lastFailureMs: now })));
    expect(waits).toEqual([1, 2, 4, 8, 16, 900, 900]);
  });

  it('counts the delay from the last failure', () => {
    const free = LIMITS.loginFreeTriesPerAddress;
    expect(loginWaitSeconds(picture({ addressFailures: free + 3, lastFailureMs: now - 7_500 }))).toBe(1);
    expect(loginWaitSeconds(picture({ addressFailures: free + 3, lastFailureMs: now - 8_000 }))).toBe(0);
  });

  it('lets a clean address try even while the account is under attack, but only once without delay', () => {
    const attacked = { accountFailures: LIMITS.loginAttackFailures + 50 };
    expect(loginWaitSeconds(picture({ ...attacked }))).toBe(0);
    expect(loginWaitSeconds(picture({ ...attacked, addressFailures: 1, lastFailureMs: now }))).toBe(1);
  });

  it('stops an address that fails across many accounts', () => {
    expect(loginWaitSeconds(picture({ addressFailuresAllAccounts: LIMITS.loginFailuresPerAddressPerHour + 1 }))).toBe(60);
  });
});
