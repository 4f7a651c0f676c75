import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialized once, with the strong validator of exactly these bytes. */
export interface CachedJson {
  body: string;
  etag: string;
}

const digest = (body: string | Buffer) => crypto.createHash('sha1').update(body).digest('base64url');

export function cachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${digest(body)}"` };
}

/** If-None-Match matches when any listed tag equals ours, weakly compared (RFC 9110 13.1.2), or it is `*`. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const ours = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === ours;
  });
}

/** Sends the stored bytes as they are (no serializer runs), or a bodiless 304 when the client has them. */
export function sendCachedJson<R extends FastifyReply>(req: FastifyRequest, reply: R, answer: CachedJson, cacheControl: string): R {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (notModified(req.headers['if-none-match'], answer.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(answer.body);
  return reply;
}

/**
 * Signed-in answers (group lists, board history, profiles): never kept by shared caches, revalidated
 * by the browser on each use, and a weak ETag over the serialized body turns an unchanged answer
 * into a bodiless 304. It saves the phone the bytes, not the server the reads (decision 015).
 */
export function revalidatePrivateAnswers(app: FastifyInstance) {
  // A callback hook: no promise per answer on the hot paths it leaves alone.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.method !== 'GET' || !req.auth || reply.statusCode !== 200 || reply.hasHeader('etag')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = `W/"${digest(payload)}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!notModified(req.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    done(null, '');
  });
}
