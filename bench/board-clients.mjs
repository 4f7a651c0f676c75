// Client side of board-fanout.ts, on its own thread: connect, subscribe, post, time every delivery.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

// Warm-up posts (not timed) let both sides compile their hot paths first, as a running server has.
const WARM_UP = 3;

/** The client side: connect, subscribe, post, and time every delivery. */
async function runClients({ origin, tokens, groupId, clients, posts }) {
  const group = { id: groupId };
  const lines = [];
  const log = (l) => lines.push(l);
  const sentAt = new Map();
  const latencies = [];
  const received = new Map();
  const sockets = [];
  await Promise.all(
    Array.from(
      { length: clients },
      (_, i) =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws`);
          sockets.push(ws);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: tokens[i + 1] })));
          ws.on('error', reject);
          ws.on('message', (raw) => {
            const m = JSON.parse(String(raw));
            if (m.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel: { kind: 'group', event: 'bench-event', groupId: group.id } }));
            else if (m.type === 'subscribed') resolve();
            else if (m.type === 'event' && m.event === 'message.created') {
              const body = m.message.body;
              const t0 = sentAt.get(body);
              if (t0 !== undefined) latencies.push(performance.now() - t0);
              received.set(body, (received.get(body) ?? 0) + 1);
            } else if (m.type === 'error') reject(new Error(m.message));
          });
        }),
    ),
  );
  log(`${clients} clients subscribed to one board; ${posts} timed posts after ${WARM_UP} warm-up posts`);

  for (let i = -WARM_UP; i < posts; i++) {
    const body = `bench message ${i}`;
    if (i >= 0) sentAt.set(body, performance.now());
    const res = await fetch(`${origin}/api/v1/events/bench-event/attendee/groups/${group.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    });
    if (res.status !== 201) throw new Error(`post failed: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1000));

  const expected = clients * posts;
  const lost = expected - latencies.length;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  log(`deliveries: ${latencies.length}/${expected}, lost ${lost}, duplicated ${[...received.values()].filter((n) => n > clients).length}`);
  log(
    `post-to-delivery: p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (goal p99 under 50 ms, 0 lost) -> ${q(0.99) < 50 && lost === 0 ? 'met' : 'NOT met'}`,
  );
  for (const ws of sockets) ws.close();
  return lines;
}

parentPort.postMessage({ lines: await runClients(workerData) });
