import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationResponse,
  CompanySlugParams,
  InvitationParams,
  InvitationSchema,
  InvitationsPage,
  InvitationTokenParams,
  InviteInput,
  OkResponse,
  TeamMemberParams,
  TeamMemberSchema,
  TeamMembersPage,
  TeamQuery,
  UpdateTeamMemberInput,
} from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { TeamService } from './team.service.js';

const ok = { ok: true } as const;

/** The team of a company (decision 033). The service reads the caller's role on every call. */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService; perMinute: number }> = async (app, { team, perMinute }) => {
  const tags = ['team'];
  app.addHook('onRequest', app.requireAuth);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get('/companies/:slug/members', { schema: { tags, params: CompanySlugParams, querystring: TeamQuery, response: { 200: TeamMembersPage } } }, (req) =>
    team.members(req.params.slug, me(req), req.query),
  );
  app.patch('/companies/:slug/members/:userId', { schema: { tags, params: TeamMemberParams, body: UpdateTeamMemberInput, response: { 200: TeamMemberSchema } } }, (req) =>
    team.setRole(req.params.slug, me(req), req.params.userId, req.body.role),
  );
  app.delete('/companies/:slug/members/:userId', { schema: { tags, params: TeamMemberParams, response: { 200: OkResponse } } }, async (req) => {
    await team.remove(req.params.slug, me(req), req.params.userId);
    return ok;
  });
  app.post('/companies/:slug/invitations', { schema: { tags, params: CompanySlugParams, body: InviteInput, response: { 201: InvitationSchema } } }, async (req, reply) =>
    reply.status(201).send(await team.invite(req.params.slug, authOf(req).user, req.body)),
  );
  app.get('/companies/:slug/invitations', { schema: { tags, params: CompanySlugParams, querystring: TeamQuery, response: { 200: InvitationsPage } } }, (req) =>
    team.invitations(req.params.slug, me(req), req.query),
  );
  app.delete('/companies/:slug/invitations/:id', { schema: { tags, params: InvitationParams, response: { 200: OkResponse } } }, async (req) => {
    await team.revoke(req.params.slug, me(req), req.params.id);
    return ok;
  });
  // A guessed token is hopeless (32 random bytes), and the guesses are counted per caller all the same.
  app.post(
    '/invitations/:token/accept',
    { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } }, schema: { tags, params: InvitationTokenParams, response: { 200: AcceptInvitationResponse } } },
    (req) => team.accept(req.params.token, authOf(req).user),
  );
};
