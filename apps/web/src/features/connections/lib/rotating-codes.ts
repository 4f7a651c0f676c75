import type { ConnectionCodes } from '@mingle/contracts';

export type Code = ConnectionCodes['codes'][number];

/** Fetch the next batch when fewer minutes than this are left, so the screen never runs dry online. */
export const REFILL_BELOW = 3;

/** The code to show now: the newest one whose window has started and not ended. */
export function currentCode(codes: Code[], now: number): Code | undefined {
  return codes.filter((c) => Date.parse(c.validFrom) <= now && now < Date.parse(c.validUntil)).at(-1);
}

/** Codes still to come or showing (the batch's remaining minutes). */
export const codesLeft = (codes: Code[], now: number) => codes.filter((c) => now < Date.parse(c.validUntil)).length;

/** Milliseconds until the shown code should change (the next minute's code starts). */
export function nextChangeIn(codes: Code[], now: number): number {
  const next = codes.map((c) => Date.parse(c.validFrom)).find((from) => from > now);
  return next === undefined ? 60_000 : next - now;
}

const keyOf = (slug: string, userId: string) => `mingle.qrCodes:${userId}:${slug}`;

/** The batch kept on this device, so the code still shows offline once loaded (until the batch runs out). */
export function storedCodes(slug: string, userId: string, now: number, storage: Storage | undefined = globalThis.localStorage): Code[] {
  try {
    const codes = JSON.parse(storage?.getItem(keyOf(slug, userId)) ?? '[]') as Code[];
    return Array.isArray(codes) ? codes.filter((c) => typeof c?.code === 'string' && now < Date.parse(c.validUntil)) : [];
  } catch {
    return [];
  }
}

export function storeCodes(slug: string, userId: string, codes: Code[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(keyOf(slug, userId), JSON.stringify(codes));
  } catch {
    // Storage full or blocked: the code then needs the network each time the screen opens.
  }
}
