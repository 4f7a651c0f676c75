import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call } from '../test/event-fixture.js';
import { companyMember, signedInUser } from '../test/users.js';
import { FIRST_PAINT_DATA_ID } from './event-pages.js';
import { formatDayRange } from './event-page-markup.js';

/** index.html as the web build writes it (apps/web/index.html): placeholders in head and #root. */
const INDEX =
  '<!doctype html><html><head><meta name="description" content="Mingle: meet the people at your event." /><title>Mingle</title>' +
  '<script src="/config.js" defer></script><!--first-paint:head--><script type="module" src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"><!--first-paint:body--></div></body></html>';
const LOCALES = path.resolve(import.meta.dirname, '../../../web/public/locales/en-US');

let t: TestApp;
let web: string;
let org: Awaited<ReturnType<typeof companyMember>>;
/** The event the tests only read; a test that edits makes its own (newEvent). */
let slug: string;
const api = () => call(t);
// Everything a visitor sees of the event, with characters that must not reach the page as markup.
const NAME = 'Makers <script>alert(1)</script> & "Friends"';
const DESCRIPTION = 'Talks </script><img src=x onerror=alert(1)> and long lunches';

async function newEvent() {
  const created = await api()('POST', '/company/events', org, {
    name: NAME,
    startDate: '2099-06-10',
    endDate: '2099-06-12',
    location: 'Harbour Hall',
    description: DESCRIPTION,
    welcomeMessage: 'Welcome, </blockquote> friends',
    organizerUsername: 'org',
    timeZone: 'Europe/Lisbon',
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { slug: string; id: string };
}

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  fs.writeFileSync(path.join(web, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(web, 'index.html.gz'), zlib.gzipSync(INDEX));
  fs.mkdirSync(path.join(web, 'locales/en-US'), { recursive: true });
  for (const ns of ['common', 'attendee']) fs.copyFileSync(path.join(LOCALES, `${ns}.json`), path.join(web, `locales/en-US/${ns}.json`));
  t = await createTestApp({ WEB_DIST: web });
  org = await companyMember(t, 'firstpaint');
  ({ slug } = await newEvent());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The JSON block the app reads its event from. */
const dataOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${FIRST_PAINT_DATA_ID}">(.*?)</script>`).exec(html)![1]!);

describe('the event pages arrive with their event (decision 014)', () => {
  it('draws the join page with the event, escaped, and hands the app its public answer', async () => {
    const res = await get(`/events/${slug}/join`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // Escaped everywhere: the only scripts are the page's own (config, the app) and the data block.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`<h1 id="event-name" class="text-2xl font-bold tracking-tight break-words text-fg">Makers &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot;</h1>`);
    expect(html).toContain('Talks &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; and long lunches');
    expect(html).toContain(`<title>Join Makers &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot; · Mingle</title>`);
    expect(html).toContain(`content="Talks &lt;/script&gt;`);
    expect(html).toContain(`<span class="sr-only">When: </span>${formatDayRange('2099-06-10', '2099-06-12', 'en-US')}`);
    expect(html).toContain('Hosted by firstpaint Company');
    expect(html).toContain('Sign up to join');
    expect(html).toContain(`href="/sign-up?redirect=%2Fevents%2F${slug}%2Fjoin"`);
    // The data block: the API's own answer, `<` escaped so nothing in it closes the element.
    const block = /<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<');
    const publicAnswer = (await api()('GET', `/public/events/${slug}`, { headers: {} })).json();
    expect(dataOf(html)).toEqual({ slug, event: publicAnswer });
  });

  it("leaves a full or approval event's bar to the app (it says Join the waitlist or Ask to join; decision 037)", async () => {
    for (const fields of [{ capacity: 1 }, { approvalRequired: true }]) {
      const event = await newEvent();
      expect((await api()('PATCH', `/company/events/${event.id}`, org, fields)).statusCode).toBe(200);
      if ('capacity' in fields) {
        const someone = await signedInUser(t, `fpfull${event.id.slice(0, 8)}`);
        expect((await api()('POST', `/events/${event.slug}/join`, someone)).json()).toMatchObject({ status: 'joined' });
      }
      const html = (await get(`/events/${event.slug}/join`)).body;
      expect(html).toContain('<h1 id="event-name"');
      expect(html).not.toContain('Sign up to join');
      expect(dataOf(html).event).toMatchObject({ ...fields, full: 'capacity' in fields });
    }
  });

  it('draws the event home with the event and placeholders where the person goes', async () => {
    const html = (await get(`/events/${slug}`)).body;
    expect(html).toContain(`<h1 id="event-title" class="text-xl font-bold tracking-tight break-words text-fg">Makers &lt;script&gt;`);
    expect(html).toContain('Welcome, &lt;/blockquote&gt; friends');
    expect(html).toContain('Find your way around');
    expect(html).toContain(`href="/events/${slug}/attendees"`);
    expect(html).not.toContain('Hi ');
    expect(html).toContain(`<title>Makers &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot; · Mingle</title>`);
    expect(dataOf(html).slug).toBe(slug);
  });

  it('sends the plain index.html for an unknown event, the groups tab and /events/me', async () => {
    for (const url of ['/events/no-such-event/join', '/events/no-such-event', `/events/${slug}?tab=groups`, '/events/me']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // An organiser's preview: the event, without the visitor's sign-up bar (the app draws its own).
    const preview = (await get(`/events/${slug}/join?preview=true`)).body;
    expect(preview).toContain('id="event-name"');
    expect(preview).not.toContain('Sign up to join');
  });

  it('revalidates with an ETag and sends brotli or gzip to clients that take them', async () => {
    const first = await get(`/events/${slug}/join`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const again = await get(`/events/${slug}/join`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await get(`/events/${slug}/join`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get(`/events/${slug}/join`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const refused = await get(`/events/${slug}/join`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // Uptime checks and link previews ask with HEAD: the same headers, no body.
    const head = await t.app.inject({ method: 'HEAD', url: `/events/${slug}/join` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('shows an edit at once: a new name is a new page and a new ETag', async () => {
    const { slug, id: eventId } = await newEvent();
    const before = await get(`/events/${slug}/join`);
    const edited = await api()('PATCH', `/company/events/${eventId}`, org, { name: 'Renamed Meetup' });
    expect(edited.statusCode).toBe(200);
    const after = await get(`/events/${slug}/join`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('>Renamed Meetup</h1>');
  });
});
