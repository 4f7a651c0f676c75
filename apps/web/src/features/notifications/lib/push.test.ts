import { describe, expect, it } from 'vitest';
import { keyBytes } from './push';

describe('the VAPID key for PushManager', () => {
  it('turns base64url into the raw bytes, padding or not', () => {
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
    // A P-256 public key: 65 bytes, starting with 4 (uncompressed).
    const key = keyBytes('BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM');
    expect([key.length, key[0]]).toEqual([65, 4]);
  });
});
