import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.js';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys Web Push signs with (decision 024): from config; else, outside production, a pair
 * made once and kept in DATA_DIR, so a restart keeps browsers' subscriptions valid; else none
 * (production without keys sends no browser notifications, and the app hides the switch).
 */
export function resolveVapid(config: Pick<Config, 'env' | 'dataDir' | 'vapid'>): Vapid | undefined {
  if (config.vapid.keys) return { ...config.vapid.keys, subject: config.vapid.subject };
  if (config.env === 'production') return undefined;
  const file = path.join(config.dataDir, 'vapid.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: config.vapid.subject };
  } catch {
    // none yet (or unreadable): make a pair
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject: config.vapid.subject };
}
