import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushPayload, PushSubscriptionInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { Vapid } from '../../lib/vapid.js';
import { pushRepo, type PushKind, type SubscriptionRow } from './push.repo.js';

/** How long a push service keeps an undelivered notification (s): a chat an hour later is still news. */
const TTL_SECONDS = 3600;
const SEND_TIMEOUT_MS = 10_000;

interface Deps {
  db: Db;
  vapid: Vapid | undefined;
  log: FastifyBaseLogger;
  /** Outside production, push endpoints may be plain http on any host (a test's own push service). */
  anyEndpoint: boolean;
}

/** Whether a push endpoint is one the server may call: https on a named host (no internal address by IP or localhost). */
export function acceptableEndpoint(endpoint: string, anyEndpoint: boolean) {
  if (anyEndpoint) return true;
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && !/^[\d.]+$/.test(host) && !host.includes(':') && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}

/**
 * Web Push (decision 024): browsers' subscriptions per person, and the sending. The request is
 * made by web-push's own encryption and VAPID signing (`generateRequestDetails`) and sent with
 * fetch, so a slow push service is cut off after a while. Subscriptions answered 404 or 410 are gone.
 */
export function createPushService({ db, vapid, log, anyEndpoint }: Deps) {
  async function deliver(sub: SubscriptionRow, payload: PushPayload) {
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid!,
      TTL: TTL_SECONDS,
    });
    const res = await fetch(request.endpoint, { method: request.method, headers: request.headers, body: new Uint8Array(request.body), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) await pushRepo.forget(db, sub.endpoint);
    else if (!res.ok) log.warn({ status: res.status }, 'push service refused a notification');
  }

  /** The person's devices that want this kind at the event, as their choices stand now. */
  const devicesWanting = async (userId: string, eventId: string, kind: PushKind): Promise<SubscriptionRow[]> =>
    vapid ? pushRepo.devicesWanting(db, userId, eventId, kind) : [];
  /** Sends to those devices; failures are logged, never thrown. */
  async function deliverTo(devices: SubscriptionRow[], payload: PushPayload) {
    const sent = await Promise.allSettled(devices.map((d) => deliver(d, payload)));
    for (const r of sent) if (r.status === 'rejected') log.warn({ err: r.reason }, 'push failed');
  }

  return {
    /** The key browsers subscribe with; null when this server sends no browser notifications. */
    publicKey: vapid?.publicKey ?? null,
    async subscribe(userId: string, input: PushSubscriptionInput) {
      if (!vapid) throw errors.notFound();
      if (!acceptableEndpoint(input.endpoint, anyEndpoint)) throw errors.field(400, 'endpoint', 'invalidValue');
      await pushRepo.save(db, userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
    },
    unsubscribe: (userId: string, endpoint: string) => pushRepo.remove(db, userId, endpoint),
    devicesWanting,
    deliverTo,
    async send(userId: string, eventId: string, kind: PushKind, payload: PushPayload) {
      await deliverTo(await devicesWanting(userId, eventId, kind), payload);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
