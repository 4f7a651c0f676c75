import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallbackQuery,
  CodeSignInResponse,
  EmailInput,
  LoginInput,
  LoginResponse,
  MeResponse,
  OkResponse,
  RegisterInput,
  RegisterResponse,
  ResetPasswordInput,
  ResetVerifyInput,
  ResetVerifyResponse,
  VerifyInput,
  VerifyResponse,
} from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';

const ok = { ok: true } as const;
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; perMinute: number }> = async (app, { auth, perMinute }) => {
  /** Per-address limit on the routes that guess at secrets or send mail (AUTH_RATE_LIMIT). */
  const perIp = { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
  app.post('/auth/register', { ...perIp, schema: { tags: ['auth'], body: RegisterInput, response: { 201: RegisterResponse } } }, async (req, reply) =>
    reply.status(201).send(await auth.register(req.body, req.headers.origin)),
  );

  // Verifies the address and signs in, like a login (and joins the sign-up's event when `join` names one).
  app.post('/auth/verify', { ...perIp, schema: { tags: ['auth'], body: VerifyInput, response: { 200: VerifyResponse } } }, async (req) => ({
    ...ok,
    ...(await auth.signInWithCode(req.body.email, req.body.code, req.body.join)),
  }));

  app.post('/auth/resend-code', { ...perIp, schema: { tags: ['auth'], body: EmailInput, response: { 200: OkResponse } } }, async (req) => {
    await auth.resendCode(req.body.email, req.headers.origin);
    return ok;
  });

  app.post('/auth/login', { ...perIp, schema: { tags: ['auth'], body: LoginInput, response: { 200: LoginResponse } } }, (req) => auth.login(req.body.email, req.body.password, req.ip));

  app.get('/auth/callback', { ...perIp, schema: { tags: ['auth'], querystring: CallbackQuery, response: { 200: CodeSignInResponse } } }, (req) =>
    auth.signInWithCode(req.query.email, req.query.code, req.query.join),
  );

  app.post('/auth/logout', { onRequest: app.requireAuth, schema: { tags: ['auth'], response: { 200: OkResponse } } }, async (req) => {
    await auth.logout(authOf(req).sessionId);
    return ok;
  });

  app.get('/auth/me', { onRequest: app.requireAuth, schema: { tags: ['auth'], response: { 200: MeResponse } } }, async (req) => {
    const { user } = authOf(req);
    const membership = await auth.membershipOf(user.id);
    return { user, ...(membership ? { membership } : {}) };
  });

  app.post('/auth/forgot-password', { ...perIp, schema: { tags: ['auth'], body: EmailInput, response: { 200: OkResponse } } }, async (req) => {
    await auth.forgotPassword(req.body.email);
    return ok;
  });

  app.post('/auth/reset-password/verify', { ...perIp, schema: { tags: ['auth'], body: ResetVerifyInput, response: { 200: ResetVerifyResponse } } }, (req) =>
    auth.verifyResetCode(req.body.email, req.body.code),
  );

  app.post('/auth/reset-password', { ...perIp, schema: { tags: ['auth'], body: ResetPasswordInput, response: { 200: OkResponse } } }, async (req) => {
    await auth.resetPassword(req.body);
    return ok;
  });
};
