/**
 * Phones on worker threads. Real phones each read their own frames; one load-generator thread
 * reading ten thousand sockets reads them one after another (about 25 µs a frame), so a board post
 * to 1,000 watchers was stamped up to 25 ms late on the last of them, and every HTTP answer the
 * same thread timed waited behind them. Here the phones live on `threads` workers
 * (phone-worker.ts) and this thread keeps the clock, the HTTP requests and the figures: each phone
 * is a `Phone` here too, its notices and posts filled in from the workers' reports.
 */
import { Worker } from 'node:worker_threads';
import type { Phone } from './phones.js';

export type FleetRequest = { op: 'connect'; id: number; index: number; token: string; channels: object[] } | { op: 'end' };
export type FleetEvent = ['notice', number, string, number, boolean] | ['post', number, number, number] | ['closed', number] | ['doubled', number];

const monotonicMs = () => {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
};

export function startPhoneFleet(phones: Phone[], wsUrl: string, threads: number) {
  // The shared clock back to this thread's performance.now().
  const offset = monotonicMs() - performance.now();
  const byIndex = new Map(phones.map((p) => [p.index, p]));
  const waiting = new Map<number, { resolve: (ms: number) => void; reject: (e: Error) => void }>();
  let nextId = 0;

  function received(e: FleetEvent) {
    const phone = byIndex.get(e[1])!;
    if (e[0] === 'closed') return phone.onClose?.(phone);
    if (e[0] === 'doubled') return void phone.doubled++;
    if (e[0] === 'post') return void phone.posts.set(e[2], e[3] - offset);
    phone.notices.set(e[2], e[3] - offset);
    phone.onNotice?.(phone, e[2], e[4]);
  }

  const workers = Array.from({ length: threads }, () => {
    const w = new Worker(new URL('./phone-thread.mjs', import.meta.url), { workerData: { module: new URL('./phone-worker.ts', import.meta.url).href, wsUrl } });
    w.on('message', (m: { events?: FleetEvent[]; id?: number; ms?: number; error?: string }) => {
      if (m.events) return m.events.forEach(received);
      const w = waiting.get(m.id!)!;
      waiting.delete(m.id!);
      if (m.error === undefined) w.resolve(m.ms!);
      else w.reject(new Error(m.error));
    });
    w.on('error', (err) => {
      for (const w of waiting.values()) w.reject(err);
    });
    return w;
  });

  return {
    /** Opens the phone's socket on its thread, signs in and subscribes; resolves with ms from sending the subscriptions to the last `subscribed`. */
    connect: (phone: Phone, token: string) =>
      new Promise<number>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        workers[phone.index % threads]!.postMessage({ op: 'connect', id, index: phone.index, token, channels: phone.channels } satisfies FleetRequest);
      }),
    /** Ends every socket and thread. */
    end: () => Promise.all(workers.map((w) => (w.postMessage({ op: 'end' } satisfies FleetRequest), new Promise((r) => w.once('exit', r))))),
  };
}
