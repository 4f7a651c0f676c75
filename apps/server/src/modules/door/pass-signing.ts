import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { PASS_PREFIX, PassClaimsSchema, type PassClaims } from '@mingle/contracts';

import type { StoredKey } from './door.repo.js';

export type { StoredKey };

/** A new Ed25519 key pair for an event. */
export function newSigningKey(): StoredKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The SPKI of an Ed25519 key is a fixed 12-byte header and the 32 raw bytes.
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
  return {
    keyId: randomBytes(6).toString('base64url'),
    publicKey: raw.toString('base64url'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');
/** Public keys as key objects, made once each: building one costs more than the check itself. */
const publicKeys = new Map<string, KeyObject>();
function publicKeyOf(raw: string): KeyObject {
  let key = publicKeys.get(raw);
  if (!key) {
    if (publicKeys.size >= 1000) publicKeys.clear();
    key = createPublicKey({ key: Buffer.concat([SPKI_ED25519, Buffer.from(raw, 'base64url')]), format: 'der', type: 'spki' });
    publicKeys.set(raw, key);
  }
  return key;
}

/** The pass text: `MGP1.<claims>.<signature>`. */
export function signPass(key: StoredKey, claims: Omit<PassClaims, 'v' | 'k'>): string {
  const body = `${PASS_PREFIX}.${Buffer.from(JSON.stringify({ v: 1, k: key.keyId, ...claims })).toString('base64url')}`;
  const signature = sign(null, Buffer.from(body), createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  return `${body}.${signature.toString('base64url')}`;
}

/** The claims a pass makes, unverified (null: not a pass at all). */
export function readPass(token: string): PassClaims | null {
  const [prefix, payload, signature, ...rest] = token.split('.');
  if (prefix !== PASS_PREFIX || !payload || !signature || rest.length) return null;
  try {
    const parsed = PassClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether `token` was signed by this key (any changed byte fails). */
export function signedBy(key: Pick<StoredKey, 'publicKey'>, token: string): boolean {
  const cut = token.lastIndexOf('.');
  if (cut < 0) return false;
  const signature = Buffer.from(token.slice(cut + 1), 'base64url');
  // base64url decoding forgives stray bits in the last character: only the exact encoding counts.
  if (signature.toString('base64url') !== token.slice(cut + 1)) return false;
  try {
    return verify(null, Buffer.from(token.slice(0, cut)), publicKeyOf(key.publicKey), signature);
  } catch {
    return false;
  }
}
