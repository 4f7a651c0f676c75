/**
 * One thread of a phone fleet (phone-fleet.ts): it holds its share of the phones' sockets, connects
 * them when asked, and reports what they receive, stamped on the monotonic clock every thread shares.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectPhone, type Phone } from './phones.js';
import type { FleetEvent, FleetRequest } from './phone-fleet.js';

const { wsUrl } = workerData as { wsUrl: string };
const port = parentPort!;
const monotonicMs = () => {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
};
/** performance.now() of this thread to the shared clock. */
const shared = (at: number) => at + offset;
const offset = monotonicMs() - performance.now();
const phones = new Map<number, Phone>();

// What the phones receive goes out in batches, one message per turn of the event loop.
let batch: FleetEvent[] = [];
const emit = (e: FleetEvent) => {
  if (batch.length === 0) setImmediate(() => port.postMessage({ events: batch.splice(0) }));
  batch.push(e);
};

port.on('message', (req: FleetRequest) => {
  if (req.op === 'end') {
    for (const p of phones.values()) p.ws?.terminate();
    return void port.close();
  }
  const phone: Phone = phones.get(req.index) ?? {
    index: req.index,
    userId: '',
    channels: req.channels,
    notices: new Map(),
    posts: new Map(),
    doubled: 0,
    onNotice: (p, id, withWords) => emit(['notice', p.index, id, shared(p.notices.get(id)!), withWords]),
    onPost: (p, n, at) => emit(['post', p.index, n, shared(at)]),
    onDoubled: (p) => emit(['doubled', p.index]),
    onClose: (p) => emit(['closed', p.index]),
  };
  phones.set(req.index, phone);
  connectPhone(phone, wsUrl, req.token).then(
    (ms) => port.postMessage({ id: req.id, ms }),
    (err: Error) => port.postMessage({ id: req.id, error: err.message }),
  );
});
