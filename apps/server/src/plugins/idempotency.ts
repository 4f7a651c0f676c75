import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorName, englishError } from '@mingle/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { AppError, errors } from '../lib/errors.js';
import { periodic } from '../lib/periodic.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header (decision 026). It must require a signed-in person. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { userId: string; key: string };
  }
  interface FastifyInstance {
    idempotencyKeys: ReturnType<typeof createIdempotencySweep>;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long an answer is kept for a repeat: a phone offline for a day still gets it. */
const KEEP = '24 hours';
/** A first copy unfinished for this long died with its process; a repeat takes over. */
const ABANDONED = '60 seconds';
/** How long a repeat waits for the first copy's answer before saying it is still being made. */
const WAIT_MS = 5_000;
const POLL_MS = 100;
const SWEEP_EVERY_MS = 60 * 60_000;
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const field = 'Idempotency-Key';
const issue = (key: 'idempotencyKeyReused' | 'requestInProgress') => [{ field, key, message: englishError(key) }];

interface Kept {
  fingerprint: string;
  status: number | null;
  body: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function claim(db: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const inserted = await db.execute(sql`
    insert into idempotency_keys (user_id, key, fingerprint, expires_at)
    values (${userId}, ${key}, ${fingerprint}, now() + ${KEEP}::interval)
    on conflict (user_id, key) do nothing
    returning 1 as ok`);
  return rowsOf(inserted).length > 0;
}

async function kept(db: Db, userId: string, key: string): Promise<Kept | undefined> {
  const found = await db.execute(sql`select fingerprint, status, body from idempotency_keys where user_id = ${userId} and key = ${key}`);
  return rowsOf<Kept>(found)[0];
}

/** Takes over a first copy whose process died before answering; only one repeat can win it. */
async function takeOver(db: Db, userId: string, key: string): Promise<boolean> {
  const taken = await db.execute(sql`
    update idempotency_keys set started_at = now()
    where user_id = ${userId} and key = ${key} and status is null and started_at < now() - ${ABANDONED}::interval
    returning 1 as ok`);
  return rowsOf(taken).length > 0;
}

const fingerprintOf = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`)
    .digest('base64url');

function replay(reply: FastifyReply, answer: Kept) {
  return reply
    .code(answer.status!)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(answer.body ?? '');
}

/**
 * Changes that may be sent twice (a queue on the phone that did not hear the first answer, two tabs
 * sending one queue) carry a key the client made when the change was made. The first request with a
 * key claims it (a primary key, so two at once cannot both claim it) and runs; its 2xx answer is kept
 * and every repeat by the same person gets that answer, and nothing is made again. An answer that
 * said no made nothing, so its key is released and a repeat is judged afresh.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  const before: preHandlerAsyncHookHandler = async function (req, reply) {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !req.auth) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) throw errors.field(400, field, 'invalidValue');
    const userId = req.auth.user.id;
    const fingerprint = fingerprintOf(req);
    const until = Date.now() + WAIT_MS;
    for (;;) {
      if (await claim(db, userId, key, fingerprint)) {
        req.idempotency = { userId, key };
        return;
      }
      const answer = await kept(db, userId, key);
      if (answer) {
        if (answer.fingerprint !== fingerprint) throw new AppError(422, ErrorName.UnprocessableEntity, englishError('idempotencyKeyReused'), issue('idempotencyKeyReused'));
        if (answer.status !== null) return replay(reply, answer);
        if (await takeOver(db, userId, key)) {
          req.idempotency = { userId, key };
          return;
        }
      }
      // The first copy is still being handled (or was just released): wait for its answer.
      if (Date.now() >= until) throw new AppError(409, ErrorName.Conflict, englishError('requestInProgress'), issue('requestInProgress'));
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  const after: onSendAsyncHookHandler = async function (req, reply, payload) {
    const held = req.idempotency;
    if (!held) return payload;
    req.idempotency = undefined;
    const { userId, key } = held;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await db.execute(sql`update idempotency_keys set status = ${reply.statusCode}, body = ${payload} where user_id = ${userId} and key = ${key}`);
      } else {
        await db.execute(sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and status is null`);
      }
    } catch (err) {
      // The answer still goes; a repeat waits out ABANDONED and runs again.
      req.log.error({ err }, 'keeping the answer of an idempotent request failed');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), before];
    route.onSend = [...[route.onSend ?? []].flat(), after];
  });
}

/** Deletes the answers past their day, hourly in every process (a delete is safe to run twice). */
export function createIdempotencySweep(db: Db, log: FastifyBaseLogger) {
  const sweep = async () => void (await db.execute(sql`delete from idempotency_keys where expires_at < now()`));
  const job = periodic(log, 'idempotency keys', sweep);
  return { sweep, start: () => job.start(SWEEP_EVERY_MS, 60_000), stop: job.stop };
}
