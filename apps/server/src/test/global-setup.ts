import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/index.js';
import './provided.js';

async function asAdmin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it instead
 * of migrating its own (seconds per file). The copies are as fresh as before: nothing but the schema.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const migrated = await openDatabase({});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await (await migrated.snapshot!()).arrayBuffer()));
    await migrated.close();
    project.provide('pgliteSnapshot', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `mingle_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await asAdmin(url, `create database ${name}`);
  const template = new URL(url);
  template.pathname = `/${name}`;
  // Migrated, then closed: a template must have no one connected when it is copied.
  await (await openDatabase({ url: template.toString() })).close();
  project.provide('postgresTemplate', name);
  return () => asAdmin(url, `drop database if exists ${name} with (force)`);
}
