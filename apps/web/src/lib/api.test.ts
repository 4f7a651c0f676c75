// @vitest-environment jsdom
import { ErrorName, ErrorObjectSchema, LoginResponse } from '@mingle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, lazySchema, readErrorObject, type ApiClientOptions } from './api';

type FetchArgs = [input: string, init: RequestInit];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(options: Partial<ApiClientOptions> = {}, respond: () => Response | Promise<Response> = () => json(200, { ok: true })) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: () => 'https://api.example.com',
    language: () => 'en-US',
    onUnauthorized,
    ...options,
  });
  const call = (index = 0) => {
    const args = fetchMock.mock.calls[index];
    if (!args) throw new Error(`no fetch call ${index}`);
    return { url: args[0], init: args[1], headers: new Headers(args[1].headers) };
  };
  return { client, fetchMock, onUnauthorized, call };
}

const signedIn = { credentials: () => ({ accessToken: 'token-1', companyId: 'company-1' }) };

describe('request headers', () => {
  it('sends Accept-Language with the current language on every request', async () => {
    let language = 'en-US';
    const { client, call } = setup({ language: () => language });
    await client.get('/health');
    language = 'fr-FR';
    await client.post('/auth/login', { email: 'a@b.co', password: 'x' });
    expect(call(0).headers.get('Accept-Language')).toBe('en-US');
    expect(call(1).headers.get('Accept-Language')).toBe('fr-FR');
  });

  it('prefixes /api/v1 on the configured base URL and encodes the query', async () => {
    const { client, call } = setup();
    await client.get('/auth/callback', { query: { email: 'a+b@c.co', code: '012345', skip: undefined } });
    expect(call().url).toBe('https://api.example.com/api/v1/auth/callback?email=a%2Bb%40c.co&code=012345');
  });

  it('sends the bearer token when signed in', async () => {
    const { client, call } = setup(signedIn);
    await client.get('/auth/me');
    expect(call().headers.get('Authorization')).toBe('Bearer token-1');
  });

  it.each(['/auth/register', '/auth/login', '/auth/login-with-cognito', '/auth/callback'])('never sends the bearer token to %s', async (path) => {
    const { client, call } = setup(signedIn);
    await client.post(path, {});
    expect(call().headers.has('Authorization')).toBe(false);
  });

  it('sends no bearer token when signed out', async () => {
    const { client, call } = setup({ credentials: () => ({}) });
    await client.get('/interests');
    expect(call().headers.has('Authorization')).toBe(false);
    expect(call().headers.has('x-company-id')).toBe(false);
  });

  it('adds x-company-id when the user has a membership', async () => {
    const { client, call } = setup(signedIn);
    await client.get('/companies/acme');
    expect(call().headers.get('x-company-id')).toBe('company-1');
  });

  it('sends JSON bodies as JSON', async () => {
    const { client, call } = setup();
    await client.post('/auth/verify', { email: 'a@b.co', code: '123456' });
    expect(call().headers.get('Content-Type')).toBe('application/json');
    expect(call().init.body).toBe('{"email":"a@b.co","code":"123456"}');
    expect(call().init.method).toBe('POST');
  });
});

describe('answers', () => {
  it('returns the parsed body, checked against the contract schema', async () => {
    const body = {
      accessToken: 't',
      user: { id: '0b7a8d3e-6a1f-4c2b-8e5d-9f0a1b2c3d4e', email: 'a@b.co', username: 'ann', emailVerified: true },
    };
    const { client } = setup({}, () => json(200, body));
    await expect(client.post('/auth/login', {}, { schema: LoginResponse })).resolves.toEqual(body);
  });

  it('rejects an answer that breaks the contract', async () => {
    const { client } = setup({}, () => json(200, { nope: true }));
    await expect(client.post('/auth/login', {}, { schema: LoginResponse })).rejects.toBeInstanceOf(ApiError);
  });

  it('checks against a lazily named schema, loaded beside the request and once', async () => {
    const body = { accessToken: 'x', user: { id: 'not-a-uuid' } };
    const load = vi.fn(async () => LoginResponse);
    const schema = lazySchema(load);
    const { client } = setup({}, () => json(200, body));
    await expect(client.post('/auth/login', {}, { schema })).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/auth/login', {}, { schema })).rejects.toBeInstanceOf(ApiError);
    expect(load).toHaveBeenCalledTimes(1);
    // A load that failed (a chunk gone after a deploy) fails the request as it is, and is tried again.
    const gone = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(LoginResponse);
    const retried = lazySchema(gone);
    await expect(client.post('/auth/login', {}, { schema: retried })).rejects.toThrow('dynamically imported module');
    await expect(client.post('/auth/login', {}, { schema: retried })).rejects.toBeInstanceOf(ApiError);
    expect(gone).toHaveBeenCalledTimes(2);
  });

  it('returns undefined for 204', async () => {
    const { client } = setup({}, () => new Response(null, { status: 204 }));
    await expect(client.delete('/events/x/connections/y')).resolves.toBeUndefined();
  });

  it('fetches a file as a blob, with the session headers and the error object on failure', async () => {
    const { client, call } = setup(signedIn, () => new Response('\uFEFFa,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const blob = await client.blob('/company/events/e/attendees.csv', { query: { q: 'ann' }, headers: { Accept: 'text/csv' } });
    // The bytes as sent, BOM included (text() would decode it away).
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x61]);
    expect(call().url).toBe('https://api.example.com/api/v1/company/events/e/attendees.csv?q=ann');
    expect(call().headers.get('Authorization')).toBe('Bearer token-1');
    expect(call().headers.get('x-company-id')).toBe('company-1');
    expect(call().headers.get('Accept')).toBe('text/csv');

    const failing = setup(signedIn, () => json(404, { code: 404, name: ErrorName.NotFound, timestamp: '2025-01-01T00:00:00.000Z', path: '/x', message: 'Not found' }));
    await expect(failing.client.blob('/company/events/e/attendees.csv')).rejects.toMatchObject({ code: 404, message: 'Not found' });
  });
});

describe('errors', () => {
  const errorBody = {
    code: 400,
    name: ErrorName.Validation,
    timestamp: '2025-01-01T00:00:00.000Z',
    path: '/api/v1/auth/register',
    message: 'Some fields need your attention',
    issues: [{ field: 'email', key: 'invalidEmail', message: 'Enter a valid email address' }],
  };

  it('raises a non-OK JSON answer as an ApiError carrying the error object', async () => {
    const { client } = setup({}, () => json(400, errorBody));
    const error = await client.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.body).toEqual(errorBody);
    expect(apiError.name).toBe('ValidationException');
    expect(apiError.message).toBe('Some fields need your attention');
    expect(apiError.code).toBe(400);
    expect(apiError.issues).toEqual(errorBody.issues);
  });

  it('keeps the HTTP status when the body has no code', async () => {
    const { code: _code, ...withoutCode } = errorBody;
    const { client } = setup({}, () => json(409, { ...withoutCode, name: 'UsernameExistsException', message: 'Account already exists' }));
    const error = (await client.post('/auth/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(409);
    expect(error.name).toBe('UsernameExistsException');
  });

  it('falls back to a name and message when the body is not JSON', async () => {
    const { client } = setup({ translate: (key) => `text:${key}` }, () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await client.get('/interests').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(502);
    expect(error.name).toBe('InternalServerErrorException');
    expect(error.message).toBe('text:internal');
    expect(error.body.path).toBe('/api/v1/interests');
  });

  it('turns a network failure into ServiceUnavailableException', async () => {
    const { client } = setup({}, () => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await client.get('/interests').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ServiceUnavailableException');
    expect(error.code).toBe(503);
  });

  it('lets an aborted request stay aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    const { client } = setup({}, () => Promise.reject(abort));
    await expect(client.get('/interests', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('the error object, read without zod (decision 014)', () => {
  it('accepts and refuses what the contract schema does, keeping only its fields', () => {
    const ok = { code: 404, name: 'NotFoundException', timestamp: 't', path: '/p', message: 'm' };
    const bodies: unknown[] = [
      ok,
      { ...ok, code: undefined },
      { ...ok, stack: 'at x', extra: 'dropped' },
      { ...ok, issues: [{ field: 'email', key: 'required', message: 'Required field', more: 1 }] },
      { ...ok, code: 4.5 },
      { ...ok, code: '404' },
      { ...ok, name: 1 },
      { ...ok, message: undefined },
      { ...ok, stack: 3 },
      { ...ok, issues: [{ field: 'email' }] },
      { ...ok, issues: 'no' },
      null,
      'text',
      [],
    ];
    for (const body of bodies) {
      const contract = ErrorObjectSchema.safeParse(body);
      const ours = readErrorObject(body);
      if (!contract.success) expect(ours, JSON.stringify(body)).toBeUndefined();
      // The schema's default code (500) is the client's to choose (the HTTP status): ours leaves it out.
      else expect({ code: 500, ...ours }, JSON.stringify(body)).toEqual(contract.data);
    }
  });
});

describe('401', () => {
  const unauthorized = () => json(401, { code: 401, name: 'UnauthorizedException', timestamp: 't', path: '/api/v1/auth/me', message: 'Please sign in again' });

  it('calls onUnauthorized when a request that carried a bearer token gets 401', async () => {
    const { client, onUnauthorized } = setup(signedIn, unauthorized);
    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
  });

  it('does not call it for a 401 on the login path (wrong credentials)', async () => {
    const { client, onUnauthorized } = setup(signedIn, () =>
      json(401, { code: 401, name: 'NotAuthorizedException', timestamp: 't', path: '/api/v1/auth/login', message: 'Invalid email or password' }),
    );
    const error = (await client.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.name).toBe('NotAuthorizedException');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call it when no token was sent', async () => {
    const { client, onUnauthorized } = setup({ credentials: () => ({}) }, unauthorized);
    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('the client itself', () => {
  it('never navigates or touches the page', async () => {
    const href = window.location.href;
    const { client } = setup(signedIn, () => json(500, { code: 500, name: 'InternalServerErrorException', timestamp: 't', path: 'p', message: 'An error occurred' }));
    await expect(client.get('/interests')).rejects.toMatchObject({ code: 500, message: 'An error occurred' });
    expect(window.location.href).toBe(href);
  });
});

describe('403 notMember', () => {
  const notMember = () => json(403, { code: 403, name: 'ForbiddenException', timestamp: 't', path: '/api/v1/company/events', message: 'You are not a member of this company' });

  it('calls onCompanyLost when a request that carried x-company-id is refused as from no member', async () => {
    const onCompanyLost = vi.fn();
    const { client } = setup({ ...signedIn, onCompanyLost }, notMember);
    await expect(client.get('/company/events')).rejects.toBeInstanceOf(ApiError);
    expect(onCompanyLost).toHaveBeenCalledTimes(1);
  });

  it('leaves other refusals, and requests without a company, alone', async () => {
    const onCompanyLost = vi.fn();
    const other = setup({ ...signedIn, onCompanyLost }, () => json(403, { code: 403, name: 'ForbiddenException', timestamp: 't', path: '/x', message: 'Only an owner of the company can do this' }));
    await expect(other.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    const noCompany = setup({ credentials: () => ({ accessToken: 'token-1' }), onCompanyLost }, notMember);
    await expect(noCompany.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(onCompanyLost).not.toHaveBeenCalled();
  });
});
