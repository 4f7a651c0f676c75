// Constants about the API's paths, without schemas: the web app's first load needs them and no zod
// (decision 014).

/**
 * Paths that never carry the bearer token (docs/architecture.md, "The web client's calls").
 * /auth/login-with-cognito has no route: it stays from the hosted identity service the client was
 * first written for (decision 001), and a token is never sent to it.
 */
export const BEARER_EXEMPT_PATHS = ['/auth/register', '/auth/login', '/auth/login-with-cognito', '/auth/callback'] as const;
