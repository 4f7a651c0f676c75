/**
 * The product as a visitor meets it, for the web delivery benches (bundle.ts, lighthouse.ts): the
 * real server built in this process on in-memory PGlite with the demo data, serving the built web
 * app from apps/web/dist (or WEB_DIST), listening on a free port of 127.0.0.1.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/index.js';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/db/seed/demo.js';
import { buildApp } from '../../apps/server/src/app.js';

/** The seeded demo event (apps/server/src/db/seed/demo.ts). */
export const DEMO_SLUG = 'summer-makers-meetup';
/** A seeded attendee with a profile, groups and board messages. */
export const DEMO_ATTENDEE = 'ana@mingle.demo';

export const webDist = path.resolve(process.env.WEB_DIST || path.join(import.meta.dirname, '../../apps/web/dist'));

export interface WebApp {
  base: string;
  /** Signs the demo attendee in through the API: the value the web app keeps under USER_TOKEN_KEY. */
  attendeeSession(): Promise<string>;
  close(): Promise<void>;
}

export async function startWebApp(): Promise<WebApp> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.error(`No web build at ${webDist}: run \`npm run build -w apps/web\` first (or set WEB_DIST).`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-web-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, WEB_DIST: webDist, API_RATE_LIMIT: '100000' });
  const database = await openDatabase({});
  await seedDemo(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    async attendeeSession() {
      const res = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ATTENDEE, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
      const session = (await res.json()) as { accessToken: string; user: unknown; membership?: unknown };
      return JSON.stringify({ accessToken: session.accessToken, user: session.user, membership: session.membership, authenticated: true });
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
