import { describe, expect, it } from 'vitest';
import { manageHref, readRuntimeConfig } from './config';

describe('run-time config', () => {
  it('reads the API base URL and the management host that /config.js sets', () => {
    const set = { apiBaseUrl: 'https://api.example.com/', manageUrl: 'https://manage.example.com/', appUrl: 'https://app.example.com/' };
    expect(readRuntimeConfig({ __MINGLE_CONFIG__: set })).toEqual({
      apiBaseUrl: 'https://api.example.com',
      manageUrl: 'https://manage.example.com',
      appUrl: 'https://app.example.com',
    });
  });

  it('falls back to the same origin', () => {
    const here = { apiBaseUrl: '', manageUrl: '', appUrl: '' };
    expect(readRuntimeConfig({})).toEqual(here);
    expect(readRuntimeConfig({ __MINGLE_CONFIG__: { apiBaseUrl: '' } })).toEqual(here);
    expect(readRuntimeConfig(undefined)).toEqual(here);
  });
});

describe('organiser pages on the management host', () => {
  it('links to the management host from another host', () => {
    expect(manageHref('/setup', 'https://manage.example.com', 'https://app.example.com')).toBe('https://manage.example.com/setup');
  });

  it('stays on this host when it is the management host, when there is none, or when it is malformed', () => {
    expect(manageHref('/setup', 'https://manage.example.com', 'https://manage.example.com')).toBeUndefined();
    expect(manageHref('/setup', '', 'https://app.example.com')).toBeUndefined();
    expect(manageHref('/setup', 'not a url', 'https://app.example.com')).toBeUndefined();
  });
});
