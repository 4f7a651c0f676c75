import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log.js';

describe('request log', () => {
  it('keeps mail-link codes, reset tokens and addresses out of the log', () => {
    expect(redactUrl('/api/v1/auth/callback?email=ana%40example.com&code=123456')).toBe(
      '/api/v1/auth/callback?email=[redacted]&code=[redacted]',
    );
    expect(redactUrl('/x?Code=1&resetToken=abc&page=2')).toBe('/x?Code=[redacted]&resetToken=[redacted]&page=2');
    expect(redactUrl('/api/v1/places?q=Lis')).toBe('/api/v1/places?q=Lis');
    expect(redactUrl('/x?%E0%A4%A=1&code=9')).toBe('/x?%E0%A4%A=1&code=[redacted]');
  });
});
