import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './config';

describe('run-time config', () => {
  it('reads the API base URL that /config.js sets', () => {
    expect(readRuntimeConfig({ __MINGLE_CONFIG__: { apiBaseUrl: 'https://api.example.com/' } })).toEqual({
      apiBaseUrl: 'https://api.example.com',
    });
  });

  it('falls back to the same origin', () => {
    expect(readRuntimeConfig({})).toEqual({ apiBaseUrl: '' });
    expect(readRuntimeConfig({ __MINGLE_CONFIG__: { apiBaseUrl: '' } })).toEqual({ apiBaseUrl: '' });
    expect(readRuntimeConfig(undefined)).toEqual({ apiBaseUrl: '' });
  });
});
