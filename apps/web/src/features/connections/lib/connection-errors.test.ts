import { EN } from '@mingle/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { createConnectionErrorText } from './connection-errors';

beforeAll(async () => {
  await i18next.init({ lng: 'en-US', resources: { 'en-US': { validation: EN.validation, errors: EN.errors } } });
});

const apiError = (code: number, name: string, message: string, issues?: { field: string; key: string; message: string }[]) =>
  new ApiError({ code, name, message, timestamp: 't', path: '/api/v1/events/x/connections', ...(issues ? { issues } : {}) });

describe('createConnectionErrorText', () => {
  it('uses the catalogue texts', () => {
    expect(createConnectionErrorText(apiError(400, 'SelfConnectionException', 'x'))).toBe('You cannot connect with yourself.');
    expect(createConnectionErrorText(apiError(404, 'UserNotFoundException', 'x'))).toBe('User not found');
    expect(createConnectionErrorText(apiError(400, 'ValidationException', 'x', [{ field: 'initiatorId', key: 'required', message: 'Required field' }]))).toBe('Missing required information');
  });

  it('says why a scanned code was refused', () => {
    expect(createConnectionErrorText(apiError(409, 'ConnectionCodeUsedException', 'x'))).toBe('This code has already been used. Ask them to show their code again.');
    expect(createConnectionErrorText(apiError(400, 'ConnectionCodeExpiredException', 'x'))).toMatch(/expired/);
    expect(createConnectionErrorText(apiError(400, 'ConnectionCodeInvalidException', 'x'))).toMatch(/not valid/);
  });

  it('says the creation failed for anything else', () => {
    expect(createConnectionErrorText(apiError(500, 'InternalServerError', 'boom'))).toBe('Failed to create connection');
    expect(createConnectionErrorText(apiError(404, 'NotFoundException', "We couldn't find this event"))).toBe('Failed to create connection');
    expect(createConnectionErrorText(new TypeError('network'))).toBe('Failed to create connection');
  });
});
