import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { contextWith, login, SLUG } from './support/session';

/**
 * The size budget of the pages people land on (decision 014), on the real build and server, in a
 * fresh browser context (nothing cached): decision 014's goal, 165 KB of JS as gzip and 25 requests
 * for the join page (about 156 KB when it was set: no zod, no toasts, no i18next plugins on it).
 */
const BUDGET = { jsGzipKb: 165, requests: 25 };
/** What only organisers use: their translations, their screens, the charts and the map. */
const ORGANISER_NAMESPACES = ['company', 'companyEvents', 'insights'];
const ORGANISER_CODE = [/node_modules\/(recharts|d3-[a-z-]+|victory-vendor|world-atlas|topojson-client)\//, /apps\/web\/src\/features\/(insights|company|company-events)\/components\//];
/** The build's source maps are kept beside the served folder (vite.config.ts): they say what each chunk holds. */
const SOURCE_MAPS = `${path.resolve(process.env.E2E_WEB_DIST || 'dist')}-sourcemaps`;

interface Loaded {
  url: string;
  type: string;
}

/** Loads `url` in `page` until the network is quiet; every request it made. */
async function load(page: Page, url: string): Promise<Loaded[]> {
  const requests: Loaded[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return requests;
}

/** The bytes the server sends for `url` to a client that accepts only `encoding` (undecoded). */
function fetchRaw(url: string, encoding: string): Promise<{ encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }));
      })
      .on('error', reject);
  });
}

const built = (requests: Loaded[]) => requests.filter((r) => new URL(r.url).pathname.startsWith('/assets/') && r.type === 'script');

/** The original files the page's chunks were built from (their source maps; a bare re-export has none). */
function sourcesOf(scripts: Loaded[]): string[] {
  const sources = scripts.flatMap((script) => {
    const map = path.join(SOURCE_MAPS, `${new URL(script.url).pathname}.map`);
    return fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
  expect(sources.length, `source maps in ${SOURCE_MAPS}`).toBeGreaterThan(100);
  return sources;
}

test('the join page loads within its budget, precompressed, with nothing of the organisers', async ({ page }) => {
  const requests = await load(page, `/events/${SLUG}/join`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  const scripts = built(requests);
  let jsGzip = 0;
  for (const script of scripts) {
    const gzip = await fetchRaw(script.url, 'gzip');
    expect(gzip.encoding, `${script.url} precompressed for gzip clients`).toBe('gzip');
    expect((await fetchRaw(script.url, 'gzip, deflate, br')).encoding, `${script.url} precompressed for brotli clients`).toBe('br');
    jsGzip += gzip.bytes;
  }
  const css = requests.find((r) => r.type === 'stylesheet')!;
  expect((await fetchRaw(css.url, 'br')).encoding).toBe('br');
  const report = `${(jsGzip / 1024).toFixed(1)} KB of JS (gzip) in ${scripts.length} files, ${requests.length} requests`;
  console.log(`join page: ${report}`);
  expect(jsGzip / 1024, report).toBeLessThanOrEqual(BUDGET.jsGzipKb);
  expect(requests.length, `${report}:\n${requests.map((r) => r.url).join('\n')}`).toBeLessThanOrEqual(BUDGET.requests);
  const sources = sourcesOf(scripts);
  expect(sources.filter((source) => ORGANISER_CODE.some((code) => code.test(source)))).toEqual([]);
  // No zod: the page takes its event as the server sends it, and its guards check by hand (decision 014).
  expect(
    sources.filter((source) => /node_modules\/zod\//.test(source)),
    'zod on the join page',
  ).toEqual([]);
});

test('the event home loads no organiser translations, charts or map, and no zod', async ({ browser, request }) => {
  const { context } = await contextWith(browser, await login(request, 'ana@mingle.demo'));
  const page = await context.newPage();
  const requests = await load(page, `/events/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  const namespaces = requests.map((r) => /\/locales\/[^/]+\/(\w+)\.json$/.exec(r.url)?.[1]).filter(Boolean);
  expect(namespaces).toContain('attendee');
  expect(namespaces.filter((ns) => ORGANISER_NAMESPACES.includes(ns!))).toEqual([]);
  const sources = sourcesOf(built(requests));
  expect(sources.filter((source) => ORGANISER_CODE.some((code) => code.test(source)))).toEqual([]);
  // Its answers and live frames are taken as the server sends them (decision 014): no zod to evaluate on a phone.
  expect(
    sources.filter((source) => /node_modules\/zod\//.test(source)),
    'zod on the event home',
  ).toEqual([]);
  await context.close();
});
