import { LIMITS } from '@mingle/contracts';

/** What the database knows about sign-ins to one account, counted with this attempt written. */
export interface LoginPicture {
  /** Earlier failures on this account from this address since it last signed in here. */
  addressFailures: number;
  lastFailureMs: number | null;
  /** Failures on this account from every address in the last hour, this attempt included. */
  accountFailures: number;
  /** Failures from this address on every account in the last hour, this attempt included. */
  addressFailuresAllAccounts: number;
  nowMs: number;
}

/**
 * Throttles the guesser, not the account: each address has a few free tries at an account, then
 * waits a delay that doubles with every further failure (1 s, 2 s, 4 s ... 15 min). An address that
 * has not failed always gets its first try, so a stranger cannot lock the owner out. While an account
 * is under attack from many addresses, every address gets only one free try.
 * Returns the seconds to wait, or 0 when the attempt may go on.
 */
export function loginWaitSeconds(p: LoginPicture): number {
  if (p.addressFailuresAllAccounts > LIMITS.loginFailuresPerAddressPerHour) return 60;
  const underAttack = p.accountFailures > LIMITS.loginAttackFailures;
  const free = underAttack ? LIMITS.loginFreeTriesUnderAttack : LIMITS.loginFreeTriesPerAddress;
  if (p.addressFailures < free || p.lastFailureMs === null) return 0;
  const delay = Math.min(LIMITS.loginDelayStartMs * 2 ** (p.addressFailures - free), LIMITS.loginDelayMaxMs);
  const wait = p.lastFailureMs + delay - p.nowMs;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}
