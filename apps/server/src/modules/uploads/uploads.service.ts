import crypto from 'node:crypto';
import { LIMITS, type Upload, type UploadKind } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { Storage } from '../../plugins/storage.js';
import { normaliseImage } from './images.js';
import { uploadsRepo, type UploadRow } from './uploads.repo.js';

/** `apiUrl`: the host that serves /media (the API's, which may not be the web app's). */
export function createUploadsService({ db, storage, apiUrl }: { db: Db; storage: Storage; apiUrl: string }) {
  const urlOf = (storageKey: string) => `${apiUrl}/media/${storageKey}`;
  const toUpload = (u: UploadRow): Upload => ({ id: u.id, kind: u.kind, url: urlOf(u.storageKey), width: u.width, height: u.height });

  return {
    urlOf,
    /**
     * Event images go to the caller's company (x-company-id); a profile photo belongs to the person
     * alone, whoever they work for, so it needs no company and never spends the company's budget.
     */
    async upload(input: { kind: UploadKind; file: Buffer; userId: string; companyId: string | undefined }): Promise<Upload> {
      const companyId = input.kind === 'photo' ? null : input.companyId;
      if (companyId === undefined) throw errors.forbidden('companyRequired');
      // Storage is paid for by whoever hosts Mingle: one company, or one person, cannot fill it in a day.
      if (companyId === null) {
        if ((await uploadsRepo.countPhotosToday(db, input.userId)) >= LIMITS.photoUploadsPerUserPerDay) throw errors.tooManyPhotoUploads();
      } else if ((await uploadsRepo.countToday(db, companyId)) >= LIMITS.uploadsPerCompanyPerDay) {
        throw errors.tooManyUploads();
      }
      const image = await normaliseImage(input.file, input.kind);
      const storageKey = `${crypto.randomUUID()}.${image.extension}`;
      // Stored first, recorded second: a failed write leaves no row pointing at nothing.
      await storage.put(storageKey, image.data, image.contentType);
      const row = await uploadsRepo.insert(db, {
        kind: input.kind,
        storageKey,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        uploadedBy: input.userId,
        companyId,
      });
      return toUpload(row);
    },

    /** Checks that each referenced upload belongs to the company and is of the right kind. */
    async checkOwned(tx: Db | Tx, companyId: string, refs: { field: string; id: string | null | undefined; kind: UploadKind }[]) {
      const wanted = refs.filter((r): r is typeof r & { id: string } => !!r.id);
      const found = await uploadsRepo.findOfCompany(
        tx,
        companyId,
        wanted.map((r) => r.id),
      );
      for (const ref of wanted) {
        const row = found.find((f) => f.id === ref.id);
        if (!row || row.kind !== ref.kind) throw errors.field(400, ref.field, 'uploadNotFound');
      }
    },

    /**
     * Deletes stored files whose rows are gone (a deleted account or profile). After the commit, so a
     * rolled-back deletion never loses a file; a failure leaves an orphan file, never a dangling row.
     */
    async discardFiles(keys: string[]) {
      const failed: string[] = [];
      for (const key of new Set(keys)) await storage.remove(key).catch(() => failed.push(key));
      return { failed };
    },

    /** A profile photo may only be one the person uploaded themselves: no one else's, and no event image. */
    async checkOwnPhoto(tx: Db | Tx, userId: string, field: string, id: string) {
      const row = await uploadsRepo.findById(tx, id);
      if (!row || row.kind !== 'photo' || row.uploadedBy !== userId) throw errors.field(400, field, 'uploadNotFound');
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
