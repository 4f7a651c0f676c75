import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * Decision 017, the API on its own host: one server process serves only the web build (its /config.js
 * names the API host), another serves only the API, on another origin ('127.0.0.1' vs 'localhost',
 * and another port). A few journeys run across the two (e2e/api-host); the rest run on one origin.
 */
const API_PORT = Number(process.env.E2E_PORT ?? 3210);
const WEB_PORT = API_PORT + 1;
const MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 2526);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2581);
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const API = `http://localhost:${API_PORT}`;
// Test workers read these (e2e/api-host/hosts.ts, e2e/support/mail.ts).
process.env.E2E_WEB_ORIGIN = WEB;
process.env.E2E_API_ORIGIN = API;
process.env.MAIL_HTTP_PORT = String(MAIL_HTTP_PORT);

const server = { NODE_ENV: 'production', APP_URL: WEB, PUBLIC_API_URL: API, LOG_LEVEL: 'warn', DATABASE_URL: '' };

export default defineConfig({
  ...base,
  testDir: 'e2e/api-host',
  testIgnore: [],
  use: { ...base.use, baseURL: WEB },
  projects: [{ name: 'api-host', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  globalSetup: './e2e/api-host/web-host-ready.ts',
  webServer: [
    {
      // The web host: the same build and server, an empty database of its own that nothing should ask.
      // No url: it starts while the others do, and e2e/api-host/web-host-ready.ts waits for it.
      command: `rm -rf .e2e-data-${WEB_PORT} && node ../server/dist/main.js`,
      env: { ...server, PORT: String(WEB_PORT), DATA_DIR: `.e2e-data-${WEB_PORT}`, WEB_DIST: process.env.E2E_WEB_DIST ?? '', SEED_DEMO: 'false' },
    },
    {
      command: 'npx tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      // The API host, with the demo data; WEB_DIST names no build, so it serves no web app at all.
      command: `rm -rf .e2e-data-${API_PORT} && node ../server/dist/main.js`,
      url: `${API}/api/v1/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        ...server,
        PORT: String(API_PORT),
        DATA_DIR: `.e2e-data-${API_PORT}`,
        WEB_DIST: `.e2e-data-${API_PORT}/no-web-build`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // Every journey's accounts sign up from this one address, like a venue behind one NAT.
        AUTH_RATE_LIMIT: '600',
      },
    },
  ],
});
