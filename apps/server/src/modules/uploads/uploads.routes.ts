import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS, UploadKindInput, UploadSchema } from '@mingle/contracts';
import { AppError, errors } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import type { UploadsService } from './uploads.service.js';

const tooBig = () => errors.field(413, 'file', 'fileTooBig', { limit: UPLOAD_LIMITS.maxBytesLabel });

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post(
    '/uploads',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 201: UploadSchema } },
    },
    async (req, reply) => {
      const { user, companyId } = authOf(req);
      if (!req.isMultipart()) throw errors.field(400, 'file', 'fileRequired');
      let file: Buffer | undefined;
      let kind: unknown;
      try {
        for await (const part of req.parts({ limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 5 } })) {
          if (part.type === 'file') {
            file = await part.toBuffer();
            if (part.file.truncated) throw tooBig();
          } else if (part.fieldname === 'kind') {
            kind = part.value;
            // Event images are a company's: refuse a caller without one before reading any file.
            if (kind !== 'photo' && !companyId) throw errors.forbidden('companyRequired');
          }
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
        // A body the multipart parser cannot read (no boundary, cut short, too many parts or files,
        // a forbidden field name): the client's upload, not our failure.
        req.log.info({ err }, 'unreadable multipart body');
        throw errors.field(400, 'file', 'unreadableUpload');
      }
      const parsed = UploadKindInput.safeParse({ kind });
      if (!parsed.success) throw errors.field(400, 'kind', 'invalidValue');
      if (!file?.length) throw errors.field(400, 'file', 'fileRequired');
      return reply.status(201).send(await uploads.upload({ kind: parsed.data.kind, file, userId: user.id, companyId }));
    },
  );
};

const MediaParams = z.object({ key: z.string() });

/** Serves stored media: immutable (keys are never reused), our content type, no sniffing. */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: import('../../plugins/storage.js').Storage }> = async (app, { storage }) => {
  app.get('/media/:key', { schema: { hide: true, params: MediaParams } }, async (req, reply) => {
    const stream = await storage.get(req.params.key);
    if (!stream) throw errors.notFound();
    return (
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Images are shown by the web app from other hosts too (CORS_ORIGINS); helmet's default is same-origin.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(stream)
    );
  });
};
