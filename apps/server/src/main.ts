import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { seedDemo } from './db/seed/demo.js';
import { buildApp } from './app.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  // Readable logs (and printed mails) in a terminal; JSON lines everywhere else.
  const pretty = process.stdout.isTTY && config.env !== 'production';
  const logger = pretty ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' } } } : { level: config.logLevel };
  const app = await buildApp({ config, database, logger });

  const seed = config.seedDemo ?? (!config.databaseUrl && database.wasEmpty);
  if (seed && database.wasEmpty) {
    const demo = await seedDemo(database.db);
    app.log.info(`Demo data created. Organiser: ${demo.organiser} / ${demo.password}. ` + `Attendees: ${demo.attendees.join(', ')} (same password).`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.retention.start(); // organisers' attendee data retention: soon after start, then hourly
  app.announcementDelivery.start(); // organiser announcements: due ones every minute, scheduled ones on time
  app.idempotencyKeys.start(); // answers kept for repeated changes: deleted after a day, checked hourly
  app.gatheringReminders.start(); // browser reminders 30 minutes before gatherings people go to, checked every minute
  app.meetingReminders.start(); // in-app notice and browser reminder shortly before each accepted meeting
  app.roundsClock.start(); // rounds seated and told as they begin, runs closed when over, every few seconds
  app.waitlistOffers.start(); // freed places offered to the first in line, offers that ran out passed on, every minute
  app.log.info(`Mingle is ready at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
