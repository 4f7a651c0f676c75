import { PASS_PREFIX, type DoorKeys, type PassClaims } from '@mingle/contracts';

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const toBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** What a pass says, unverified (null: not a pass). Checked by hand: the door page needs no zod for it. */
export function readPass(text: string): PassClaims | null {
  const [prefix, payload, signature, ...rest] = text.trim().split('.');
  if (prefix !== PASS_PREFIX || !payload || !signature || rest.length) return null;
  try {
    const c = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Partial<PassClaims>;
    const ok = c.v === 1 && typeof c.k === 'string' && typeof c.e === 'string' && typeof c.p === 'string' && Number.isInteger(c.iat) && Number.isInteger(c.exp);
    return ok ? (c as PassClaims) : null;
  } catch {
    return null;
  }
}

export type OfflineVerdict = { ok: true; claims: PassClaims } | { ok: false; reason: 'notPass' | 'otherEvent' | 'forged' | 'expired' | 'revoked' | 'noKeys' | 'noCrypto'; claims?: PassClaims };

/**
 * Checks a pass without the network, as the server would (decision 038): the event's Ed25519
 * signature through WebCrypto, the event, the expiry and the revoked list the device kept.
 */
export async function verifyOffline(text: string, keys: DoorKeys | null, now = Date.now(), subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<OfflineVerdict> {
  const token = text.trim();
  const claims = readPass(token);
  if (!claims) return { ok: false, reason: 'notPass' };
  if (!keys) return { ok: false, reason: 'noKeys', claims };
  if (claims.e !== keys.eventId) return { ok: false, reason: 'otherEvent', claims };
  const key = keys.keys.find((k) => k.keyId === claims.k);
  if (!key) return { ok: false, reason: 'forged', claims };
  if (!subtle) return { ok: false, reason: 'noCrypto', claims };
  const cut = token.lastIndexOf('.');
  const signatureText = token.slice(cut + 1);
  let good = false;
  try {
    const signature = fromBase64url(signatureText);
    // Only the exact encoding counts (a stray last character can decode to the same bytes).
    if (toBase64url(signature) !== signatureText) return { ok: false, reason: 'forged', claims };
    const publicKey = await subtle.importKey('raw', fromBase64url(key.publicKey), { name: 'Ed25519' }, false, ['verify']);
    good = await subtle.verify({ name: 'Ed25519' }, publicKey, signature, new TextEncoder().encode(token.slice(0, cut)));
  } catch (error) {
    // A browser without Ed25519 in WebCrypto throws NotSupportedError: say so rather than "forged".
    if (error instanceof DOMException && error.name === 'NotSupportedError') return { ok: false, reason: 'noCrypto', claims };
    good = false;
  }
  if (!good) return { ok: false, reason: 'forged', claims };
  if (claims.exp * 1000 < now) return { ok: false, reason: 'expired', claims };
  if (keys.revoked.includes(claims.p)) return { ok: false, reason: 'revoked', claims };
  return { ok: true, claims };
}
