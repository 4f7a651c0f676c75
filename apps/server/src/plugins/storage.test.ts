import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, s3Storage, type Storage } from './storage.js';

/** A minimal S3-compatible endpoint (path style): the bucket service is outside the product. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        const o = objects.get(key)!;
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
      } else {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    });
  });
  return { server, objects };
}

const read = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const s3 = fakeS3();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-media-'));
const drivers: Record<string, () => Storage> = {};
beforeAll(async () => {
  await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  drivers.s3 = () => s3Storage({ bucket: 'media', region: 'us-east-1', endpoint, accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
});
drivers.disk = () => diskStorage(dir);
afterAll(() => {
  s3.server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('%s storage', (name) => {
  it('stores and returns the same bytes, and nothing for an unknown key', async () => {
    const storage = drivers[name]!();
    const body = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('0f8fad5b-d9cb-469f-a165-70867728950e.webp', body, 'image/webp');
    expect(await read((await storage.get('0f8fad5b-d9cb-469f-a165-70867728950e.webp'))!)).toEqual(body);
    expect(await storage.get('7c9e6679-7425-40de-944b-e07fc1f90ae7.webp')).toBeUndefined();
  });
  it('refuses keys that could escape the store', async () => {
    const storage = drivers[name]!();
    await expect(storage.put('../evil.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    await expect(storage.remove('../evil.webp')).rejects.toThrow(/unsafe/);
  });
  it('deletes an object for good, and a missing one is already gone', async () => {
    const storage = drivers[name]!();
    const key = 'b7e3c8a1-2f4d-4e6a-9c1b-3d5e7f9a1b2c.webp';
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });
});

it('puts the object in the configured bucket with our content type', async () => {
  const key = `${crypto.randomUUID()}.webp`;
  await drivers.s3!().put(key, Buffer.from('RIFF....WEBPVP8 fake image bytes'), 'image/webp');
  expect(s3.objects.get(`/media/${key}`)?.type).toBe('image/webp');
});
