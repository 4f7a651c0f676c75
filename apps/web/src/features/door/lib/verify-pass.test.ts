import { describe, expect, it } from 'vitest';
import type { DoorKeys } from '@mingle/contracts';
import { readPass, verifyOffline } from './verify-pass';

const b64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');
const EVENT = '11111111-1111-4111-8111-111111111111';
const PASS = '22222222-2222-4222-8222-222222222222';

/** A key pair and a pass made the way the server makes them (apps/server door/pass-signing.ts). */
async function world(exp = Math.floor(Date.now() / 1000) + 3600) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
  const body = `MGP1.${b64url(new TextEncoder().encode(JSON.stringify({ v: 1, k: 'k1', e: EVENT, p: PASS, iat: 1, exp })))}`;
  const signature = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(body));
  const keys: DoorKeys = { eventId: EVENT, keys: [{ keyId: 'k1', algorithm: 'Ed25519', publicKey: b64url(raw) }], revoked: [], checkedIn: [], checkedInCount: 0, joinedCount: 1, at: '' };
  return { token: `${body}.${b64url(signature)}`, keys };
}
const flip = (token: string, part: number) => {
  const parts = token.split('.');
  const s = parts[part]!;
  const i = Math.floor(s.length / 2);
  parts[part] = s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
  return parts.join('.');
};

describe('verifying a pass offline', () => {
  it('accepts a good pass and reads its opaque ids', async () => {
    const { token, keys } = await world();
    expect(await verifyOffline(token, keys)).toMatchObject({ ok: true, claims: { e: EVENT, p: PASS } });
    expect(readPass(` ${token} `)?.p).toBe(PASS);
  });
  it('refuses a changed byte in the claims or the signature', async () => {
    const { token, keys } = await world();
    expect(await verifyOffline(flip(token, 1), keys)).toMatchObject({ ok: false });
    expect(await verifyOffline(flip(token, 2), keys)).toMatchObject({ ok: false, reason: 'forged' });
  });
  it('refuses an expired pass, a revoked one, another event, and text that is no pass', async () => {
    const old = await world(Math.floor(Date.now() / 1000) - 10);
    expect(await verifyOffline(old.token, old.keys)).toMatchObject({ ok: false, reason: 'expired' });
    const { token, keys } = await world();
    expect(await verifyOffline(token, { ...keys, revoked: [PASS] })).toMatchObject({ ok: false, reason: 'revoked' });
    expect(await verifyOffline(token, { ...keys, eventId: PASS })).toMatchObject({ ok: false, reason: 'otherEvent' });
    expect(await verifyOffline(token, null)).toMatchObject({ ok: false, reason: 'noKeys' });
    expect(await verifyOffline('https://mingle.test/events/x/connections/new/abc', keys)).toEqual({ ok: false, reason: 'notPass' });
  });
});
