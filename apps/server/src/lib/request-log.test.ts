import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { redactUrl } from './request-log.js';

describe('request log', () => {
  it('keeps mail-link codes, reset tokens and addresses out of the log', () => {
    expect(redactUrl('/api/v1/auth/callback?email=ana%40example.com&code=123456')).toBe('/api/v1/auth/callback?email=[redacted]&code=[redacted]');
    expect(redactUrl('/x?Code=1&resetToken=abc&page=2')).toBe('/x?Code=[redacted]&resetToken=[redacted]&page=2');
    expect(redactUrl('/api/v1/invitations/abc_DEF-123/accept')).toBe('/api/v1/invitations/[redacted]/accept');
    expect(redactUrl('/api/v1/places?q=Lis')).toBe('/api/v1/places?q=Lis');
    expect(redactUrl('/x?%E0%A4%A=1&code=9')).toBe('/x?%E0%A4%A=1&code=[redacted]');
  });

  it('writes one line per failed request at info, none for a quick success, each with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, next) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as Record<string, unknown>),
        );
        next();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-log-'));
    const database = await openDatabase({});
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://mingle.test' });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    app.get('/api/v1/__boom', async () => {
      throw new Error('boom');
    });
    try {
      await app.ready();
      const get = (url: string, id: string) => app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
      expect((await get('/api/v1/interests', 'ok-1')).statusCode).toBe(200);
      expect((await get('/api/v1/nope?code=123456', 'miss-1')).statusCode).toBe(404);
      expect((await get('/api/v1/__boom', 'boom-1')).statusCode).toBe(500);
      const of = (id: string) => lines.filter((l) => l.reqId === id);
      expect(of('ok-1')).toEqual([]);
      expect(of('miss-1')).toEqual([
        expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/api/v1/nope?code=[redacted]' }), res: { statusCode: 404 } }),
      ]);
      expect(of('boom-1').map((l) => l.msg)).toEqual(['request failed', 'request completed']);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
