import type dns from 'node:dns';
import { describe, expect, it } from 'vitest';
import { acceptableUrl, isPublicAddress, publicOnlyLookup, RefusedAddressError } from './public-address.js';

describe('public addresses', () => {
  it('refuse loopback, private, CGNAT, link-local, unique-local, unspecified, multicast and their IPv4-mapped forms', () => {
    const internal = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'febf::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::ffff:192.168.0.1',
      '::ffff:100.64.0.1',
      '::127.0.0.1',
      'fe80::1%eth0',
      '[::1]',
      'not-an-ip',
    ];
    for (const ip of internal) expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['8.8.8.8', '142.250.74.10', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8', '[2606:4700::1111]']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('take loopback, and only loopback, when a local push service is allowed', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isPublicAddress(ip, { allowLoopback: true }), ip).toBe(true);
    for (const ip of ['10.0.0.1', '169.254.169.254', 'fe80::1', 'fd00::1', '0.0.0.0']) expect(isPublicAddress(ip, { allowLoopback: true }), ip).toBe(false);
  });

  it('judge a URL by its text: https, no trailing dot, no internal name, no internal IP literal', () => {
    for (const bad of [
      'https://localhost.:9558/',
      'https://metadata.google.internal/x',
      'https://metadata.google.internal./x',
      'https://metadata/x',
      'https://fcm.googleapis.com./x',
      'https://localhost/x',
      'https://a.localhost/x',
      'https://printer.local/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://0x7f.1/x',
      'https://2130706433/x',
      'https://10.1.2.3/x',
      'http://fcm.googleapis.com/x',
      'https://intranet/x',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ])
      expect(acceptableUrl(bad), bad).toBe(false);
    for (const good of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/x', 'https://8.8.8.8/x'])
      expect(acceptableUrl(good), good).toBe(true);
    expect(acceptableUrl('http://127.0.0.1:9000/x', { allowLoopback: true, allowHttp: true })).toBe(true);
    expect(acceptableUrl('http://localhost:9000/x', { allowLoopback: true, allowHttp: true })).toBe(true);
    expect(acceptableUrl('https://localhost.:9558/', { allowLoopback: true, allowHttp: true })).toBe(false);
    expect(acceptableUrl('http://169.254.169.254/x', { allowLoopback: true, allowHttp: true })).toBe(false);
  });

  it('resolve at connect time and refuse a name with any address that is not public', async () => {
    const fake = (answer: dns.LookupAddress[]) => ((_h: string, _o: object, cb: (e: null, a: dns.LookupAddress[]) => void) => cb(null, answer)) as unknown as typeof dns.lookup;
    const lookupWith = (answer: dns.LookupAddress[], all: boolean, allowLoopback = false) =>
      new Promise<{ err: Error | null; address: unknown }>((resolve) =>
        publicOnlyLookup({ allowLoopback, resolve: fake(answer) })('push.example', { all }, (err, address) => resolve({ err, address })),
      );
    expect((await lookupWith([{ address: '127.0.0.1', family: 4 }], false)).err).toBeInstanceOf(RefusedAddressError);
    expect(
      (
        await lookupWith(
          [
            { address: '8.8.8.8', family: 4 },
            { address: '169.254.169.254', family: 4 },
          ],
          true,
        )
      ).err,
    ).toBeInstanceOf(RefusedAddressError);
    expect((await lookupWith([{ address: '::ffff:10.0.0.1', family: 6 }], true)).err).toBeInstanceOf(RefusedAddressError);
    expect(await lookupWith([{ address: '8.8.8.8', family: 4 }], false)).toEqual({ err: null, address: '8.8.8.8' });
    expect(await lookupWith([{ address: '8.8.8.8', family: 4 }], true)).toEqual({ err: null, address: [{ address: '8.8.8.8', family: 4 }] });
    // The system's own resolver: localhost is loopback.
    const real = await new Promise<Error | null>((resolve) => publicOnlyLookup()('localhost', {}, (err) => resolve(err)));
    expect(real).toBeInstanceOf(RefusedAddressError);
  });
});
