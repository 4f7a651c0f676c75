import { loadConfig } from '../config.js';
import path from 'node:path';
import { openDatabase } from './index.js';

// `npm run db:migrate`: apply migrations without starting the server.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
