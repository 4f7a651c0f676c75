import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, PublicEventParams, signUpState, type PublicEvent } from '@mingle/contracts';
import { AppError } from '../lib/errors.js';
import { notModified, type CachedJson } from '../lib/http-cache.js';
import type { EventsService } from '../modules/events/events.service.js';
import { esc, eventHomeMarkup, joinPageMarkup, type Translate } from './event-page-markup.js';

/**
 * The join page and the event home arrive with their event (decision 014): the server fills the
 * web app's index.html with the event's visible content, so the first paint does not wait for the
 * scripts, and hands the app the event's public answer in a JSON block (not executed, so the strict
 * CSP holds) so it does not ask for it again. The event comes from the public event cache (decision
 * 015); a rendered page is kept by the answer's ETag, with its compressed forms. An unknown event,
 * any other address, a failure, or a build without the placeholders gets the plain index.html.
 */

const HEAD = '<!--first-paint:head-->';
/** The build's entry module and the modules it preloads (Vite's tags in index.html). */
const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const BODY = '<!--first-paint:body-->';
/** The id of the JSON block the web app reads (apps/web/src/lib/first-paint.ts). */
export const FIRST_PAINT_DATA_ID = 'first-paint-event';
/** Rendered pages kept (each a few KB); misses are never rendered, so random slugs cannot fill it. */
const MAX_PAGES = 500;

type Kind = 'join' | 'home';

interface Rendered {
  html: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Template {
  /** index.html, its app started by public/first-paint.js. */
  index: string;
  t: Translate;
}

/** index.html with its placeholders, and the texts of the namespaces the two screens use. */
function readTemplate(dist: string): Template | undefined {
  try {
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    if (!index.includes(HEAD) || !index.includes(BODY)) return undefined;
    const texts: Record<string, unknown> = {};
    for (const ns of ['common', 'attendee']) {
      texts[ns] = JSON.parse(fs.readFileSync(path.join(dist, 'locales', DEFAULT_LANGUAGE, `${ns}.json`), 'utf8'));
    }
    const t: Translate = (key, vars = {}) => {
      const [ns, dotted] = key.split(':') as [string, string];
      const text = dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[ns]);
      if (typeof text !== 'string') throw new Error(`first paint: no text for ${key}`);
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
    };
    return { index: deferApp(index), t };
  } catch {
    return undefined;
  }
}

/**
 * The app starts once the server's drawing is on screen (public/first-paint.js): its entry and
 * preloads become that script's data, so they do not share a slow network with the first paint.
 */
function deferApp(index: string): string {
  const entry = ENTRY.exec(index)?.[1];
  if (!entry) return index;
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return index.replace(MODULE_PRELOAD, '').replace(ENTRY, () => `<script src="/first-paint.js" defer data-app="${esc(entry)}" data-preload="${esc(preloads.join(' '))}"></script>`);
}

/** The encoding to send: brotli, then gzip, for a client that accepts it (q > 0). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function registerEventPages(app: FastifyInstance, { dist, events }: { dist: string; events: Pick<EventsService, 'getPublic'> }) {
  const template = readTemplate(dist);
  if (!template) {
    app.log.warn({ dist }, 'index.html has no first-paint placeholders: the event pages are served without their content');
    return;
  }
  const { index, t } = template;
  const pages = new Map<string, Rendered>();

  function render(kind: Kind, event: PublicEvent, answer: CachedJson, requested: string, withBar: boolean): Rendered {
    const title = kind === 'join' ? t('attendee:join.documentTitle', { name: event.name }) : event.name;
    const markup = kind === 'join' ? joinPageMarkup(event, t, DEFAULT_LANGUAGE, { withBar }) : eventHomeMarkup(event, t, DEFAULT_LANGUAGE);
    // JSON in a data block: `<` escaped, so no text in it can close the element.
    const data = `{"slug":${JSON.stringify(requested)},"event":${answer.body}}`.replaceAll('<', '\\u003c');
    const head =
      (event.bannerUrl ? `<link rel="preload" as="image" href="${esc(event.bannerUrl)}" fetchpriority="high">` : '') + `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${data}</script>`;
    let html = index
      .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(`${title} · ${t('common:appName')}`)}</title>`)
      .replace(HEAD, () => head)
      .replace(BODY, () => markup);
    if (event.description) html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${esc(event.description!)}${close}`);
    return { html, etag: `"${crypto.createHash('sha1').update(html).digest('base64url')}"` };
  }

  const page = (kind: Kind) => async (req: FastifyRequest, reply: FastifyReply) => {
    const plain = () => reply.header('cache-control', 'no-cache').sendFile('index.html');
    const params = PublicEventParams.safeParse(req.params);
    const query = req.query as Record<string, unknown>;
    // The groups tab is another screen at the event home's address; /events/me is the list of my events.
    if (!params.success || (kind === 'home' && (query.tab || params.data.slug === 'me'))) return plain();
    let found: { event: Readonly<PublicEvent>; answer: CachedJson };
    try {
      found = await events.getPublic(params.data.slug);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) req.log.warn({ err: error }, 'first paint: the event could not be read');
      return plain();
    }
    // A join page that takes no sign-ups (closed, ended, cancelled, archived) and a cancelled event's
    // home carry a notice the app draws (decision 032); judged per request, as the clock moves.
    if (kind === 'join' ? signUpState(found.event) !== 'open' : found.event.status === 'cancelled') return plain();
    // An organiser's preview and a scanned code change the join page's bar: the app draws it.
    // So does a full event or one with approval (its button says "Join the waitlist" or "Ask to join"; decision 037).
    const withBar = kind === 'join' && !query.preview && !query.connect && !found.event.full && !found.event.approvalRequired;
    const key = `${kind}|${withBar}|${params.data.slug}|${found.answer.etag}`;
    let rendered = pages.get(key);
    if (!rendered) {
      rendered = render(kind, found.event, found.answer, params.data.slug, withBar);
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, rendered);
    }
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', rendered.etag).header('vary', 'Accept-Encoding');
    if (notModified(req.headers['if-none-match'], rendered.etag)) return reply.code(304).send();
    const encoding = encodingFor(req.headers['accept-encoding']);
    if (encoding === 'br') {
      rendered.br ??= zlib.brotliCompressSync(rendered.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      return reply.header('content-encoding', 'br').send(rendered.br);
    }
    if (encoding === 'gzip') {
      rendered.gzip ??= zlib.gzipSync(rendered.html, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(rendered.gzip);
    }
    return reply.send(rendered.html);
  };

  app.get('/events/:slug/join', { schema: { hide: true } }, page('join'));
  app.get('/events/:slug', { schema: { hide: true } }, page('home'));
}
