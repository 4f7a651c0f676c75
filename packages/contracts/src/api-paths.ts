// Constants about the API's paths, without schemas: the web app's first load needs them and no zod
// (decision 014).

/** Paths that never carry the bearer token (spec 7). */
export const BEARER_EXEMPT_PATHS = [
  '/auth/register',
  '/auth/login',
  '/auth/login-with-cognito',
  '/auth/callback',
] as const;
