import { describe, expect, it } from 'vitest';
import { codesLeft, currentCode, nextChangeIn, storeCodes, storedCodes, type Code } from './rotating-codes';

const T0 = Date.parse('2026-11-24T10:00:00Z');
const batch: Code[] = [0, 1, 2].map((i) => ({
  code: `code-${i}-xxxxxxxxxxxxxxxx`,
  validFrom: new Date(T0 + i * 60_000).toISOString(),
  validUntil: new Date(T0 + i * 60_000 + 120_000).toISOString(),
}));

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k), clear: () => map.clear(), key: () => null, length: 0 };
}

describe('rotating QR codes', () => {
  it('shows the newest code whose minute has started, and none before or after the batch', () => {
    expect(currentCode(batch, T0 - 1)).toBeUndefined();
    expect(currentCode(batch, T0 + 30_000)?.code).toBe(batch[0]!.code);
    expect(currentCode(batch, T0 + 90_000)?.code).toBe(batch[1]!.code);
    expect(currentCode(batch, T0 + 4 * 60_000)).toBeUndefined();
  });

  it('knows when the code changes next and how many are left', () => {
    expect(nextChangeIn(batch, T0 + 45_000)).toBe(15_000);
    expect(codesLeft(batch, T0 + 150_000)).toBe(2);
    expect(codesLeft(batch, T0 + 10 * 60_000)).toBe(0);
  });

  it('keeps the batch on the device per person and event, dropping spent codes', () => {
    const storage = memoryStorage();
    storeCodes('meetup', 'u1', batch, storage);
    expect(storedCodes('meetup', 'u1', T0 + 150_000, storage).map((c) => c.code)).toEqual([batch[1]!.code, batch[2]!.code]);
    expect(storedCodes('meetup', 'u2', T0, storage)).toEqual([]);
    storage.setItem('mingle.qrCodes:u1:meetup', '{not json');
    expect(storedCodes('meetup', 'u1', T0, storage)).toEqual([]);
  });
});
