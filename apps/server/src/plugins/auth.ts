import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TeamRole, User } from '@mingle/contracts';
import { errors } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';

export interface RequestAuth {
  sessionId: string;
  user: User;
  /** Set when the request carries x-company-id and the user is a member of that company. */
  companyId?: string;
  /** The caller's role in that company, read from the database on this request (decision 033). */
  companyRole?: TeamRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** onRequest (before validation): 401 without a valid session; 403 for an x-company-id the user is not a member of. */
    requireAuth: (req: FastifyRequest) => Promise<void>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAuth(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    const found = token ? await auth.authenticate(token) : undefined;
    if (!found) throw errors.unauthorized();
    const header = req.headers['x-company-id'];
    const companyId = Array.isArray(header) ? header[0] : header;
    // Checked on every request: a teammate the owner removed is refused on their very next call.
    const role = companyId && UUID.test(companyId) ? await auth.roleIn(found.user.id, companyId) : undefined;
    if (companyId && !role) throw errors.forbidden('notMember');
    req.auth = { ...found, ...(companyId && role ? { companyId, companyRole: role } : {}) };
  });
}

/** The signed-in caller of a route guarded by requireAuth. */
export function authOf(req: FastifyRequest): RequestAuth {
  if (!req.auth) throw errors.unauthorized();
  return req.auth;
}

/**
 * The caller and the company of x-company-id, for company-area routes. Every console route about
 * events admits both roles (owner and organiser); the team's routes check for an owner themselves.
 */
export function companyOf(req: FastifyRequest): { userId: string; companyId: string; role: TeamRole } {
  const auth = authOf(req);
  if (!auth.companyId || !auth.companyRole) throw errors.forbidden('companyRequired');
  return { userId: auth.user.id, companyId: auth.companyId, role: auth.companyRole };
}

/** The caller as group, board and gathering rules see them. */
export function callerOf(req: FastifyRequest): { userId: string; companyId?: string } {
  const auth = authOf(req);
  return { userId: auth.user.id, ...(auth.companyId ? { companyId: auth.companyId } : {}) };
}
