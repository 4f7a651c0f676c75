import { EN } from '@mingle/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { errorText, fieldErrorText, issueText } from './error-text';
import { applyFieldIssues, reportSubmitError } from './form-errors';

beforeAll(async () => {
  await i18next.init({
    lng: 'en-US',
    resources: { 'en-US': { validation: EN.validation, errors: EN.errors } },
  });
});

const validationError = new ApiError({
  code: 400,
  name: 'ValidationException',
  timestamp: 't',
  path: '/api/v1/auth/register',
  message: 'Some fields need your attention',
  issues: [
    { field: 'email', key: 'invalidEmail', message: 'Enter a valid email address' },
    { field: 'username', key: 'someNewServerKey', message: 'Server words' },
    { field: 'elsewhere', key: 'required', message: 'Required field' },
  ],
});

describe('server issues on forms', () => {
  it('sets an error on each matching field, translated from the validation namespace', () => {
    const setError = vi.fn();
    expect(applyFieldIssues(validationError, setError, ['email', 'username', 'password'])).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Enter a valid email address' }, { shouldFocus: true });
    // Unknown keys fall back to the server's English.
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'Server words' }, { shouldFocus: false });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('reports false when nothing matched', () => {
    expect(applyFieldIssues(new Error('x'), vi.fn(), ['email'])).toBe(false);
  });

  it('translates client (zod) keys and keeps server texts', () => {
    expect(issueText('required')).toBe('Required field');
    expect(fieldErrorText({ type: 'too_small', message: 'required' })).toBe('Required field');
    expect(fieldErrorText({ type: 'server', message: 'Invalid verification code.' })).toBe('Invalid verification code.');
  });

  it('names known errors with the catalogue texts', () => {
    const error = (name: string, message = '') => new ApiError({ code: 400, name, timestamp: 't', path: 'p', message });
    expect(errorText(error('NotAuthorizedException'))).toBe('Invalid email or password');
    expect(errorText(error('UsernameExistsException'))).toBe('Account already exists');
    expect(errorText(error('UserNotConfirmedException'))).toBe('Account not verified');
    expect(errorText(error('CodeMismatchException'))).toBe('Invalid verification code.');
    expect(errorText(error('TooManyRequestsException', 'Slow down'))).toBe('Slow down');
    expect(errorText(new Error('x'))).toBe('Something went wrong. Please try again.');
  });
});

describe('reportSubmitError', () => {
  const refusal = (code: number, name: string, message: string) => new ApiError({ code, name, timestamp: 't', path: '/p', message });

  it('puts field issues on their fields and nothing above the form', () => {
    const setError = vi.fn();
    const setFormError = vi.fn();
    reportSubmitError(validationError, setError, ['email'], setFormError);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setFormError).not.toHaveBeenCalled();
  });

  it('shows any other refusal above the form, and leaves 5xx to the toast', () => {
    const setFormError = vi.fn();
    reportSubmitError(refusal(401, 'NotAuthorizedException', 'Invalid email or password'), vi.fn(), ['email'], setFormError);
    expect(setFormError).toHaveBeenCalledWith('Invalid email or password');
    setFormError.mockClear();
    reportSubmitError(refusal(500, 'InternalServerErrorException', 'An error occurred'), vi.fn(), ['email'], setFormError);
    expect(setFormError).not.toHaveBeenCalled();
  });
});
