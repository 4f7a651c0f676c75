import { createECDH } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

// Ports and the web build are overridable so two runs can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 2526);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2581);
const DATA_DIR = `.e2e-data-${PORT}`;
// Test workers read the mail catcher's address from here (e2e/support/mail.ts).
process.env.MAIL_HTTP_PORT = String(MAIL_HTTP_PORT);
// A VAPID key pair for this run: the server is in production mode, where browser notifications need keys (decision 024).
const vapid = createECDH('prime256v1');
vapid.generateKeys();

/** Drives the real build (`npm run build`) in Chromium from the OS packages. */
export default defineConfig({
  testDir: 'e2e',
  // Run by playwright.api-host.config.ts, with the web app and the API on two origins.
  testIgnore: 'api-host/**',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database every run; the demo data is seeded into it.
      command: `rm -rf ${DATA_DIR} && node ../server/dist/main.js`,
      url: `http://localhost:${PORT}/api/v1/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR,
        WEB_DIST: process.env.E2E_WEB_DIST ?? '',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        APP_URL: `http://localhost:${PORT}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Every journey's accounts sign up from this one address, like a venue behind one NAT.
        AUTH_RATE_LIMIT: '600',
        VAPID_PUBLIC_KEY: vapid.getPublicKey('base64url'),
        VAPID_PRIVATE_KEY: vapid.getPrivateKey('base64url'),
        VAPID_SUBJECT: 'mailto:e2e@example.com',
      },
    },
  ],
});
