import { BEARER_EXEMPT_PATHS, DEFAULT_LANGUAGE, ErrorName, ErrorNameByStatus, LIMITS, englishError, type ErrorObject, type FieldIssue } from '@mingle/contracts';
import type { z } from 'zod';

export const API_PREFIX = '/api/v1';

/** A non-OK answer (or no answer) from the API, carrying the error object. */
export class ApiError extends Error {
  readonly body: ErrorObject;

  constructor(body: ErrorObject, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = body.name;
    this.body = body;
  }

  /** HTTP status (the error object's code, 500 by default). */
  get code(): number {
    return this.body.code;
  }

  get issues(): FieldIssue[] {
    return this.body.issues ?? [];
  }
}

export function isApiError(error: unknown, name?: string): error is ApiError {
  return error instanceof ApiError && (name === undefined || error.name === name);
}

export interface ApiCredentials {
  accessToken?: string;
  companyId?: string;
}

export interface ApiClientOptions {
  /** Origin of the API; '' means same origin. */
  baseUrl: () => string;
  /** Current UI language, sent as Accept-Language on every request. */
  language: () => string;
  credentials: () => ApiCredentials;
  /** Called when a request that carried a bearer token gets 401. The app logs out and navigates. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called when a request that carried x-company-id is refused as from no member (removed from the team). */
  onCompanyLost?: (error: ApiError) => void;
  /** Text for errors the client makes up itself (no JSON body, no network). */
  translate: (key: 'internal' | 'network' | 'unknown') => string;
  fetch: typeof fetch;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Contract schema the answer is checked against, or a loader of it: a query a route's guard runs
   * on the first page names its schema lazily, so that page loads no zod (decision 014).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  configure(options: Partial<ApiClientOptions>): void;
  request<T>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET a file (e.g. a CSV export) with the same headers and errors as every other request. */
  blob(path: string, options?: Omit<RequestOptions<never>, 'schema' | 'body'>): Promise<Blob>;
}

function isBearerExempt(path: string): boolean {
  return BEARER_EXEMPT_PATHS.some((exempt) => path.includes(exempt));
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

const defaults: ApiClientOptions = {
  baseUrl: () => '',
  language: () => DEFAULT_LANGUAGE,
  credentials: () => ({}),
  translate: (key) => englishError(key),
  fetch: (...args) => globalThis.fetch(...args),
};

const isString = (value: unknown): value is string => typeof value === 'string';

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return isString(issue.field) && isString(issue.key) && isString(issue.message);
}

/**
 * The error object of an answer (the contracts' ErrorObjectSchema, checked by hand: every request
 * needs it, the first page included, which loads no zod; decision 014). Unknown keys are dropped;
 * `code` is undefined when the body has none. Undefined when the body is not an error object.
 */
export function readErrorObject(body: unknown): (Omit<ErrorObject, 'code'> & { code?: number }) | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, name, timestamp, path, message, stack, issues } = body as Record<string, unknown>;
  if (!isString(name) || !isString(timestamp) || !isString(path) || !isString(message)) return undefined;
  if (code !== undefined && !Number.isInteger(code)) return undefined;
  if (stack !== undefined && !isString(stack)) return undefined;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isFieldIssue))) return undefined;
  return {
    ...(code === undefined ? {} : { code: code as number }),
    name,
    timestamp,
    path,
    message,
    ...(stack === undefined ? {} : { stack }),
    ...(issues === undefined ? {} : { issues: issues.map(({ field, key, message: text }: FieldIssue) => ({ field, key, message: text })) }),
  };
}

export function createApiClient(initial: Partial<ApiClientOptions> = {}): ApiClient {
  const options: ApiClientOptions = { ...defaults, ...initial };

  async function errorFrom(response: Response, path: string): Promise<ApiError> {
    const code = response.status || LIMITS.defaultErrorCode;
    const fallback: ErrorObject = {
      code,
      name: ErrorNameByStatus[code] ?? ErrorName.Internal,
      timestamp: new Date().toISOString(),
      path: `${API_PREFIX}${path}`,
      message: options.translate(code >= 500 ? 'internal' : 'unknown'),
    };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return new ApiError(fallback);
    }
    const parsed = readErrorObject(body);
    if (parsed) return new ApiError({ ...parsed, code: parsed.code ?? code });
    // JSON, but not quite the error object: keep what is usable.
    const partial = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof ErrorObject, unknown>>;
    return new ApiError({
      ...fallback,
      ...(typeof partial.name === 'string' ? { name: partial.name } : {}),
      ...(typeof partial.message === 'string' && partial.message ? { message: partial.message } : {}),
    });
  }

  /** Sends with the session's headers; an OK response, or the ApiError of the answer (or of no answer). */
  async function send(method: string, path: string, req: RequestOptions<unknown>): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language() || DEFAULT_LANGUAGE,
      ...req.headers,
    };
    const { accessToken, companyId } = options.credentials();
    const sendsBearer = Boolean(accessToken) && !isBearerExempt(path);
    if (sendsBearer) headers.Authorization = `Bearer ${accessToken}`;
    if (companyId) headers['x-company-id'] = companyId;

    let body: BodyInit | undefined;
    if (req.body instanceof FormData) {
      body = req.body;
    } else if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }

    let response: Response;
    try {
      response = await options.fetch(buildUrl(options.baseUrl(), path, req.query), {
        method,
        headers,
        body,
        signal: req.signal,
      });
    } catch (cause) {
      if (req.signal?.aborted) throw cause;
      throw new ApiError(
        {
          code: 503,
          name: ErrorName.ServiceUnavailable,
          timestamp: new Date().toISOString(),
          path: `${API_PREFIX}${path}`,
          message: options.translate('network'),
        },
        { cause },
      );
    }

    if (!response.ok) {
      const error = await errorFrom(response, path);
      if (response.status === 401 && sendsBearer) options.onUnauthorized?.(error);
      if (response.status === 403 && companyId && error.message === englishError('notMember')) options.onCompanyLost?.(error);
      throw error;
    }
    return response;
  }

  async function request<T>(method: string, path: string, req: RequestOptions<T> = {}): Promise<T> {
    // A lazily named schema loads beside the request; its own failure (a chunk gone after a
    // deploy) surfaces as it is, for the reload-once rule.
    const schemaLoad = typeof req.schema === 'function' ? req.schema() : undefined;
    schemaLoad?.catch(() => undefined);
    const response = await send(method, path, req);
    if (response.status === 204) return undefined as T;
    const schema = schemaLoad ? await schemaLoad : (req.schema as z.ZodType<T> | undefined);
    let data: unknown;
    let cause: unknown;
    try {
      const text = await response.text();
      data = text ? (JSON.parse(text) as unknown) : undefined;
      if (!schema) return data as T;
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      cause = parsed.error;
    } catch (error) {
      cause = error;
    }
    throw new ApiError(
      {
        code: response.status,
        name: ErrorName.Internal,
        timestamp: new Date().toISOString(),
        path: `${API_PREFIX}${path}`,
        message: options.translate('unknown'),
      },
      { cause },
    );
  }

  return {
    configure(next) {
      Object.assign(options, next);
    },
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    blob: async (path, opts) => (await send('GET', path, { ...opts, headers: { Accept: '*/*', ...opts?.headers } })).blob(),
  };
}

/**
 * A contract schema named lazily (RequestOptions.schema): its module loads, and its schemas are
 * built, on first use. For queries that a route's guard or shared loader runs, which stay in the
 * first load's code (decision 014). A failed load is tried again next time.
 */
export function lazySchema<T>(load: () => Promise<z.ZodType<T>>): () => Promise<z.ZodType<T>> {
  let schema: Promise<z.ZodType<T>> | undefined;
  return () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
}

/** `{ ok: true }`, the answer of many writes, named lazily: a screen that only writes loads no zod for it. */
export const okSchema = lazySchema(() => import('@mingle/contracts/auth').then((m) => m.OkResponse));

/** The app's client; main.tsx wires language, credentials and the 401 hook. */
export const api = createApiClient();
