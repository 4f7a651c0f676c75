import { LIMITS, type AcceptInvitationResponse, type Invitation, type InviteInput, type TeamMember, type TeamRole, type User } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { Mailer } from '../../plugins/mail.js';
import { addHits } from '../../plugins/shared-rate-limits.js';
import type { CompaniesService } from './companies.service.js';
import { invitationMail } from './team.mails.js';
import { teamRepo } from './team.repo.js';

interface Paging {
  page: number;
  pageSize: number;
}
const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString();
const toMember = (m: { userId: string; username: string; email: string; role: TeamRole; joinedAt: Date }): TeamMember => ({ ...m, joinedAt: iso(m.joinedAt) });

/**
 * The team of a company (decision 033): owners run everything, organisers run the events. Every
 * call reads the caller's role from the database; another company's slug answers 404.
 */
export function createTeamService(deps: { db: Db; companies: Pick<CompaniesService, 'memberCompany'>; mailer: Mailer; manageUrl: string }) {
  const { db, companies } = deps;

  async function asOwner(slug: string, userId: string) {
    const found = await companies.memberCompany(slug, userId);
    if (found.role !== 'owner') throw errors.forbidden('ownerOnly');
    return found.company;
  }

  return {
    async members(slug: string, userId: string, p: Paging) {
      const { company } = await companies.memberCompany(slug, userId);
      const { rows, hasMore } = await teamRepo.members(db, company.id, p);
      return { items: rows.map(toMember), ...p, hasMore };
    },

    /** Owners only: an organiser cannot make themselves (or anyone) an owner. The last owner stays one. */
    async setRole(slug: string, userId: string, targetId: string, role: TeamRole) {
      const company = await asOwner(slug, userId);
      return db.transaction(async (tx) => {
        const owners = await teamRepo.lockOwners(tx, company.id);
        const target = await teamRepo.member(tx, company.id, targetId);
        if (!target) throw errors.notFound('memberNotFound');
        if (target.role === 'owner' && role !== 'owner' && owners.length <= 1) throw errors.conflict('lastOwner');
        await teamRepo.setRole(tx, company.id, targetId, role);
        return toMember({ ...target, role });
      });
    },

    /**
     * An owner removes anyone; anyone may leave (remove themselves); the last owner can do neither.
     * Someone not on the team is already gone: the answer is the same (a repeat answers as the first).
     */
    async remove(slug: string, userId: string, targetId: string) {
      const found = await companies.memberCompany(slug, userId);
      if (targetId !== userId && found.role !== 'owner') throw errors.forbidden('ownerOnly');
      await db.transaction(async (tx) => {
        const owners = await teamRepo.lockOwners(tx, found.company.id);
        if (owners.length === 1 && owners[0] === targetId) throw errors.conflict('lastOwner');
        await teamRepo.removeMember(tx, found.company.id, targetId);
      });
    },

    async invitations(slug: string, userId: string, p: Paging) {
      const company = await asOwner(slug, userId);
      const { rows, hasMore } = await teamRepo.openInvitations(db, company.id, p);
      return { items: rows.map((r): Invitation => ({ ...r, createdAt: iso(r.createdAt), expiresAt: iso(r.expiresAt) })), ...p, hasMore };
    },

    /** Mails a link with a new random token (only its hash is kept); replaces the address's open invitation. */
    async invite(slug: string, inviter: User, input: InviteInput): Promise<Invitation> {
      const company = await asOwner(slug, inviter.id);
      if (await teamRepo.memberByEmail(db, company.id, input.email)) throw errors.conflict('alreadyOnTeam');
      // Counted per company, replaced and withdrawn ones too: each invitation is a mail to someone.
      const key = `invitations:${company.id}`;
      const sent = (await addHits(db, [{ key, hits: 1, windowMs: DAY_MS }])).get(key);
      if (sent && sent.current > LIMITS.invitationsPerCompanyPerDay) {
        throw errors.tooManyInvitations(Math.max(1, Math.ceil(sent.ttl / 1000)));
      }
      const token = randomToken();
      const row = await db.transaction(async (tx) => {
        await teamRepo.dropOpenFor(tx, company.id, input.email);
        return teamRepo.insertInvitation(tx, {
          companyId: company.id,
          email: input.email,
          role: input.role,
          tokenHash: sha256(token),
          invitedBy: inviter.id,
          expiresAt: new Date(Date.now() + LIMITS.invitationDays * DAY_MS),
        });
      });
      const link = `${deps.manageUrl}/auth/invitation?${new URLSearchParams({ token }).toString()}`;
      await deps.mailer.send(invitationMail(input.email, inviter.username, company.name, input.role, link, LIMITS.invitationDays));
      return { id: row.id, email: row.email, role: row.role, invitedBy: inviter.username, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) };
    },

    /** Withdraws an open invitation (its link stops working); one that is gone answers the same. */
    async revoke(slug: string, userId: string, id: string) {
      const company = await asOwner(slug, userId);
      await teamRepo.revoke(db, company.id, id);
    },

    /**
     * The invited person, signed in with the invited (verified) address, joins the team. A repeat by
     * the same person answers as the first; anyone else's try at a used link is refused.
     */
    async accept(token: string, user: User): Promise<AcceptInvitationResponse> {
      const invitation = await teamRepo.byTokenHash(db, sha256(token));
      if (!invitation) throw errors.notFound('invitationNotFound');
      if (invitation.acceptedAt) {
        const mine = invitation.acceptedBy === user.id ? await teamRepo.membershipIn(db, invitation.companyId, user.id) : undefined;
        if (mine) return { membership: mine };
        throw errors.expiredCode('invitationUsed');
      }
      if (invitation.expiresAt.getTime() <= Date.now()) throw errors.expiredCode('invitationExpired');
      if (!user.emailVerified || user.email.toLowerCase() !== invitation.email) throw errors.forbidden('invitationOtherAddress');
      await db.transaction(async (tx) => {
        // One company per person, as at setup: someone already on another team leaves it first.
        if (await teamRepo.hasAnyMembership(tx, user.id)) throw errors.conflict('alreadyMember');
        if (!(await teamRepo.markAccepted(tx, invitation.id, user.id))) throw errors.expiredCode('invitationUsed');
        await teamRepo.addMember(tx, { companyId: invitation.companyId, userId: user.id, role: invitation.role });
      });
      const membership = await teamRepo.membershipIn(db, invitation.companyId, user.id);
      if (!membership) throw errors.notFound('invitationNotFound'); // the company went meanwhile
      return { membership };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
