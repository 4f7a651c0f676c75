/**
 * Live board fan-out: 1,000 WebSocket clients subscribed to one group board, one attendee posts;
 * prints the post-to-delivery latency (p50/p99/max over every delivery) and how many were lost.
 * Goal: p99 under 50 ms, 0 lost. Server and clients share this process and loopback, so the
 * figure includes the clients' own work. Usage: npx tsx bench/board-fanout.ts [clients] [posts]
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { companies, eventAttendees, events, groupMembers, groups, sessions, users } from '../apps/server/src/db/schema/index.js';

const clients = Number(process.argv[2] ?? 1000);
const posts = Number(process.argv[3] ?? 20);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
// DATABASE_URL runs it on PostgreSQL (LISTEN/NOTIFY fan-out); otherwise embedded PGlite.
const database = await openDatabase({ url: process.env.DATABASE_URL });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const { db } = database;

// Fixture written straight to the database: the bench measures delivery, not sign-up.
const passwordHash = await hash('Sunshine1!');
const people = await db
  .insert(users)
  .values(Array.from({ length: clients + 1 }, (_, i) => ({ email: `b${i}@bench.test`, username: `b${i}`, passwordHash, emailVerifiedAt: new Date() })))
  .returning();
const [company] = await db.insert(companies).values({ slug: 'bench', name: 'Bench' }).returning();
const [event] = await db
  .insert(events)
  .values({ companyId: company!.id, slug: 'bench-event', name: 'Bench', startDate: '2099-01-01', endDate: '2099-01-02', location: 'Here', organizerUsername: 'b0' })
  .returning();
await db.insert(eventAttendees).values(people.map((p) => ({ eventId: event!.id, userId: p.id })));
const [group] = await db.insert(groups).values({ eventId: event!.id, name: 'Everyone', icon: '📣', memberCount: 1 }).returning();
const poster = people[0]!;
await db.insert(groupMembers).values({ groupId: group!.id, userId: poster.id });
const tokens = people.map(() => crypto.randomBytes(32).toString('base64url'));
await db.insert(sessions).values(people.map((p, i) => ({ userId: p.id, tokenHash: crypto.createHash('sha256').update(tokens[i]!).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) })));

// The clients run on another thread, so the server's event loop is not the one parsing 1,000 copies.
const worker = new Worker(new URL('./board-clients.mjs', import.meta.url), {
  workerData: { origin, tokens, groupId: group!.id, clients, posts },
});
const result = await new Promise<{ lines: string[] }>((resolve, reject) => {
  worker.once('message', resolve);
  worker.once('error', reject);
});
for (const line of result.lines) console.log(line);
await worker.terminate();
await app.close();
await database.close();
