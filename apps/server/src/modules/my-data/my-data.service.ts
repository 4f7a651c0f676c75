import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CompaniesService } from '../companies/companies.service.js';
import { chatKey } from '../connections/connections.service.js';
import type { EventsService } from '../events/events.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { MessagesService } from '../groups/messages.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { accountRepo } from './account.repo.js';
import { eraseRepo, type Erased } from './erase.repo.js';
import { buildExport } from './export.js';

export interface MyDataDeps {
  db: Db;
  auth: AuthService;
  companies: CompaniesService;
  events: EventsService;
  attendees: AttendeesService;
  groups: GroupsService;
  messages: MessagesService;
  uploads: UploadsService;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** A place freed: the first in line is offered it (decision 037). */
  placesFreed: (eventId: string) => Promise<void>;
}

/** Export, and deletion of one event's profile or of the whole account (decision 020). */
export function createMyDataService(deps: MyDataDeps) {
  const { db, auth, events, attendees, uploads, realtime } = deps;

  /**
   * After the commit: chats that ended close for the other person, groups show their new counts,
   * boards show "Deleted user", and the files go. A failure here is logged; the data is gone already.
   */
  async function announce(erased: Erased) {
    try {
      const at = new Date().toISOString();
      for (const connectionId of erased.connectionIds) {
        await realtime.publishChange({ type: 'change', channelKey: chatKey(connectionId), event: 'connection.removed', at, connectionId });
      }
      if (erased.groupIds.length) await deps.groups.publishMembership(erased.groupIds);
      const byGroup = new Map<string, string[]>();
      for (const m of erased.messages) byGroup.set(m.groupId, [...(byGroup.get(m.groupId) ?? []), m.id]);
      for (const [groupId, ids] of byGroup) await deps.messages.republish(groupId, ids);
      const { failed } = await uploads.discardFiles(erased.fileKeys);
      if (failed.length) deps.log.error({ keys: failed }, 'deleting stored files failed');
    } catch (err) {
      deps.log.error({ err }, 'announcing a deletion failed');
    }
  }

  return {
    announce,

    async export(userId: string) {
      const { profile } = await attendees.savedProfile(userId);
      return buildExport(db, userId, { urlOf: uploads.urlOf, keptProfile: profile, companies: deps.companies });
    },

    /** My attendance and profile at one event, and everything I did there, in one transaction. */
    async deleteEventProfile(ref: string, userId: string) {
      const event = await events.findPublic(ref);
      if (!event || !(await attendees.isAttendee(event.id, userId))) throw errors.notFound('eventNotFound');
      const erased = await db.transaction((tx) => eraseRepo.eventPresence(tx, event.id, [userId]));
      await announce(erased);
      // Their sockets stop hearing the event, in every process.
      await realtime.leftEvent(event.id, userId);
      await deps.placesFreed(event.id);
      return { ok: true as const };
    },

    /**
     * The whole account, after the password again. A company the person runs alone goes with it,
     * with its events (decision 020); the last owner of a company with a team makes a teammate an
     * owner first (409 handOverFirst, decision 033).
     */
    async deleteAccount(user: { id: string; email: string; username: string }, password: string, ip: string) {
      await auth.confirmPassword(user.email, password, ip);
      const erased = await db.transaction(async (tx) => {
        const footprint = await eraseRepo.accountFootprint(tx, user.id);
        const fileKeys: string[] = [];
        const eventIds: string[] = [];
        const connectionIds = [...footprint.connectionIds];
        for (const company of await accountRepo.companiesOf(tx, user.id)) {
          const heir = company.others[0];
          if (!heir) {
            fileKeys.push(...(await eraseRepo.uploadKeys(tx, { companyId: company.companyId })));
            connectionIds.push(...(await eraseRepo.liveConnectionsOfCompany(tx, company.companyId)).rows.map((r) => r.id));
            eventIds.push(...(await accountRepo.deleteCompany(tx, company.companyId)));
            continue;
          }
          // The last owner hands the team over first (decision 033): nobody is made owner unasked.
          const owner = company.others.find((o) => o.role === 'owner');
          if (company.role === 'owner' && !owner) throw errors.conflict('handOverFirst');
          await eraseRepo.handOverUploads(tx, company.companyId, user.id, (owner ?? heir).userId);
          await accountRepo.renameOrganiser(tx, company.companyId, user.username, company.name);
        }
        fileKeys.push(...(await eraseRepo.uploadKeys(tx, { uploadedBy: user.id })));
        await accountRepo.forgetSignIns(tx, user.email);
        await accountRepo.forgetLimits(tx, user.id, user.email);
        await accountRepo.deleteUser(tx, user.id);
        // Rows that went with the user (members, held seats) leave the counts behind them.
        await eraseRepo.recount(tx, footprint.groupIds);
        return { connectionIds: [...new Set(connectionIds)], groupIds: footprint.groupIds, messages: footprint.messages, fileKeys, eventIds };
      });
      await events.forget(erased.eventIds);
      // Every live socket of the account closes, in every process (as after a password reset).
      await realtime.endSessions({ userId: user.id });
      await announce(erased);
      return { ok: true as const };
    },
  };
}
export type MyDataService = ReturnType<typeof createMyDataService>;
