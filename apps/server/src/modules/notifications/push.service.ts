import type { FastifyBaseLogger } from 'fastify';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload, PushSubscriptionInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import { acceptableUrl, publicOnlyAgents, RefusedAddressError } from '../../lib/public-address.js';
import type { Vapid } from '../../lib/vapid.js';
import { pushRepo, type PushKind, type SubscriptionRow } from './push.repo.js';

/** How long a push service keeps an undelivered notification (s): a chat an hour later is still news. */
const TTL_SECONDS = 3600;
const SEND_TIMEOUT_MS = 10_000;

interface Deps {
  db: Db;
  vapid: Vapid | undefined;
  log: FastifyBaseLogger;
  /** Outside production: endpoints on this machine (loopback, plain http), for a test's own push service. */
  localEndpoints: boolean;
}

/**
 * Whether a push endpoint is one the server may call, as far as its text tells (decision 030): https
 * on a public name or address, no trailing dot, no internal or metadata name. Where a name leads is
 * judged when connecting.
 */
export function acceptableEndpoint(endpoint: string, localEndpoints: boolean) {
  return acceptableUrl(endpoint, { allowLoopback: localEndpoints, allowHttp: localEndpoints });
}

/**
 * Web Push (decision 024): browsers' subscriptions per person, and the sending. The request is
 * made by web-push's own encryption and VAPID signing (`generateRequestDetails`) and sent by us:
 * never following a redirect, through agents that connect only to public addresses (the address
 * checked is the one connected to), cut off after a while. Subscriptions answered 404 or 410, or
 * leading to an address that is not public, are gone.
 */
export function createPushService({ db, vapid, log, localEndpoints }: Deps) {
  const agents = publicOnlyAgents({ allowLoopback: localEndpoints });

  /** One POST, its status only; a 3xx is an answer like any other, never followed. */
  function post(endpoint: string, headers: Record<string, string | number>, body: Buffer) {
    const url = new URL(endpoint);
    const send = url.protocol === 'https:' ? https.request : http.request;
    return new Promise<number>((resolve, reject) => {
      const req = send(url, { method: 'POST', headers, agent: url.protocol === 'https:' ? agents.https : agents.http, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  async function deliver(sub: SubscriptionRow, payload: PushPayload) {
    // Rows kept from before the endpoint rules, or rules since tightened: checked again on every send.
    if (!acceptableEndpoint(sub.endpoint, localEndpoints)) {
      await pushRepo.forget(db, sub.endpoint);
      return;
    }
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid!,
      TTL: TTL_SECONDS,
    });
    let status: number;
    try {
      status = await post(request.endpoint, request.headers as Record<string, string | number>, request.body);
    } catch (err) {
      if (!(err instanceof RefusedAddressError)) throw err;
      log.warn({ endpoint: new URL(sub.endpoint).host }, 'push endpoint leads to an address that is not public: subscription dropped');
      await pushRepo.forget(db, sub.endpoint);
      return;
    }
    if (status === 404 || status === 410) await pushRepo.forget(db, sub.endpoint);
    else if (status < 200 || status >= 300) log.warn({ status }, 'push service refused a notification');
  }

  /** The person's devices that want this kind at the event, as their choices stand now. */
  const devicesWanting = async (userId: string, eventId: string, kind: PushKind): Promise<SubscriptionRow[]> => (vapid ? pushRepo.devicesWanting(db, userId, eventId, kind) : []);
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
      if (!acceptableEndpoint(input.endpoint, localEndpoints)) throw errors.field(400, 'endpoint', 'invalidValue');
      await pushRepo.save(db, userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
    },
    unsubscribe: (userId: string, endpoint: string) => pushRepo.remove(db, userId, endpoint),
    /** Ends the kept-alive connections to push services (shutdown). */
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
    devicesWanting,
    deliverTo,
    async send(userId: string, eventId: string, kind: PushKind, payload: PushPayload) {
      await deliverTo(await devicesWanting(userId, eventId, kind), payload);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
