import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallbackQuery,
  EmailInput,
  LIMITS,
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
} from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';

const ok = { ok: true } as const;
/** Per-IP limit on the routes that guess at secrets or send mail. */
const perIp = { config: { rateLimit: { max: LIMITS.loginPerIpPerMinute, timeWindow: 60_000 } } };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/auth/register', { ...perIp, schema: { tags: ['auth'], body: RegisterInput, response: { 201: RegisterResponse } } }, async (req, reply) =>
    reply.status(201).send(await auth.register(req.body, req.headers.origin)),
  );

  app.post('/auth/verify', { ...perIp, schema: { tags: ['auth'], body: VerifyInput, response: { 200: OkResponse } } }, async (req) => {
    await auth.verifyEmail(req.body.email, req.body.code);
    return ok;
  });

  app.post('/auth/resend-code', { ...perIp, schema: { tags: ['auth'], body: EmailInput, response: { 200: OkResponse } } }, async (req) => {
    await auth.resendCode(req.body.email, req.headers.origin);
    return ok;
  });

  app.post('/auth/login', { ...perIp, schema: { tags: ['auth'], body: LoginInput, response: { 200: LoginResponse } } }, (req) =>
    auth.login(req.body.email, req.body.password, req.ip),
  );

  app.get('/auth/callback', { ...perIp, schema: { tags: ['auth'], querystring: CallbackQuery, response: { 200: LoginResponse } } }, (req) =>
    auth.callback(req.query.email, req.query.code),
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

  app.post(
    '/auth/reset-password/verify',
    { ...perIp, schema: { tags: ['auth'], body: ResetVerifyInput, response: { 200: ResetVerifyResponse } } },
    (req) => auth.verifyResetCode(req.body.email, req.body.code),
  );

  app.post('/auth/reset-password', { ...perIp, schema: { tags: ['auth'], body: ResetPasswordInput, response: { 200: OkResponse } } }, async (req) => {
    await auth.resetPassword(req.body);
    return ok;
  });
};
