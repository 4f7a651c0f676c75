import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('has defaults for the embedded setup', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: path.resolve('./data'), appUrl: 'http://localhost:3000', env: 'development' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });
  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
    }
  });
  it('reads CORS origins as a list and treats empty values as unset', () => {
    const c = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example', DATABASE_URL: '' });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.databaseUrl).toBeUndefined();
  });
  it('reads PUBLIC_API_URL as an origin and lets the app hosts call it by default', () => {
    expect(loadConfig({}).publicApiUrl).toBeUndefined();
    const c = loadConfig({ PUBLIC_API_URL: 'https://api.example/', APP_URL: 'https://app.example/', MANAGE_URL: 'https://manage.example', CORS_ORIGINS: 'https://app.example,https://x.example' });
    expect(c.publicApiUrl).toBe('https://api.example');
    expect(c.corsOrigins).toEqual(['https://app.example', 'https://x.example', 'https://manage.example']);
    expect(loadConfig({ PUBLIC_API_URL: 'http://localhost:3001', PORT: '3000' }).corsOrigins).toEqual(['http://localhost:3000']);
    for (const bad of ['api.example', 'ftp://api.example', 'https://api.example/v1', 'https://api.example?x=1']) {
      expect(() => loadConfig({ PUBLIC_API_URL: bad }), bad).toThrow(/PUBLIC_API_URL: must be an origin/);
    }
  });
  it('trusts no proxy by default; TRUST_PROXY is a hop count or addresses, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: must be false/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
