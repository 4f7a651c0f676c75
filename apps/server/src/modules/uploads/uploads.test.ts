import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { uploads } from '../../db/schema/index.js';
import { companyMember, multipart, signedInUser } from '../../test/users.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof companyMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await companyMember(t, 'uma');
});
afterAll(() => t.close());

const upload = (kind: string, file?: { name: string; type: string; data: Buffer }, headers: Record<string, string> = member.headers) => {
  const body = multipart({ kind }, file);
  return t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: body.payload, headers: { ...headers, ...body.headers } });
};

const photo = (width: number, height: number, format: 'png' | 'jpeg') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 60 } } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).withMetadata({ exif: { IFD0: { Artist: 'Secret Person', Copyright: 'GPS 38.7N' } } }).toBuffer();
};

function crc32(buf: Buffer) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
/** A valid PNG whose header claims 20000x20000 pixels: a decompression bomb in miniature. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

describe('image uploads', () => {
  it('re-encodes a JPEG banner to exactly 1600x900 WebP without metadata, served safely', async () => {
    const res = await upload('banner', { name: 'b.jpg', type: 'image/jpeg', data: await photo(2000, 1300, 'jpeg') });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'banner', width: 1600, height: 900 });
    const media = await t.app.inject({ method: 'GET', url: new URL(body.url).pathname });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(media.headers['cache-control']).toContain('immutable');
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 900]);
    expect(meta.exif).toBeUndefined();
  });

  it('makes a PNG logo square', async () => {
    const res = await upload('logo', { name: 'l.png', type: 'image/png', data: await photo(300, 200, 'png') });
    expect(res.json()).toMatchObject({ kind: 'logo', width: 512, height: 512 });
  });

  it.each([
    ['an SVG', { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') }, 400, 'notAnImage'],
    ['HTML renamed .png', { name: 'x.png', type: 'image/png', data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') }, 400, 'notAnImage'],
    ['a 20000x20000 PNG header', { name: 'bomb.png', type: 'image/png', data: pngBomb() }, 413, 'tooManyPixels'],
    ['an oversized file', { name: 'big.png', type: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) }, 413, 'fileTooBig'],
  ])('refuses %s', async (_, file, status, key) => {
    const res = await upload('logo', file);
    expect(res.statusCode).toBe(status);
    expect(res.json().issues[0]).toMatchObject({ field: 'file', key });
    if (key === 'fileTooBig') expect(res.json().message).toBe('File too big. Max size is: 5 MB');
  });

  it('names a missing file or an unknown kind', async () => {
    expect((await upload('logo')).json().issues[0]).toMatchObject({ field: 'file', key: 'fileRequired' });
    const png = { name: 'l.png', type: 'image/png', data: await photo(50, 50, 'png') };
    expect((await upload('poster', png)).json().issues[0]).toMatchObject({ field: 'kind' });
  });

  it('is for company members only', async () => {
    const stranger = await signedInUser(t, 'vic');
    const png = { name: 'l.png', type: 'image/png', data: await photo(50, 50, 'png') };
    expect((await upload('logo', png, stranger.headers)).statusCode).toBe(403);
    expect((await upload('logo', png, {})).statusCode).toBe(401);
  });

  it('caps the images one company may upload in a day, and only that company', async () => {
    const busy = await companyMember(t, 'busy');
    await t.database.db.insert(uploads).values(
      Array.from({ length: LIMITS.uploadsPerCompanyPerDay }, (_, i) => ({
        kind: 'logo' as const,
        storageKey: `busy-${i}.webp`,
        contentType: 'image/webp',
        width: 1,
        height: 1,
        bytes: 1,
        uploadedBy: busy.id,
        companyId: busy.company.id,
      })),
    );
    const png = { name: 'l.png', type: 'image/png', data: await photo(50, 50, 'png') };
    const refused = await upload('logo', png, busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'TooManyRequestsException', message: 'Your company has uploaded many images today. Try again tomorrow.' });
    expect((await upload('logo', png)).statusCode).toBe(201);
  });
});
