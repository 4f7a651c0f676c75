/**
 * Phones for the live benches: one WebSocket each, signed in and subscribed as the web app does it
 * (its event, its person channel, and a board for some), timing what arrives. Frames are read with a
 * cheap look first: at 10,000 phones the load generator must not be what is measured.
 */
import WebSocket from 'ws';

const PING_MS = 25_000;
const PING = JSON.stringify({ type: 'ping' });
const PONG = Buffer.from(JSON.stringify({ type: 'pong' }));
/** A board post of the bench: its body is "live <n>". */
const LIVE_POST = Buffer.from('"body":"live ');
const liveNumber = (raw: Buffer, from: number) => {
  let n = 0;
  for (let i = from; raw[i]! >= 48 && raw[i]! <= 57; i++) n = n * 10 + raw[i]! - 48;
  return n;
};

export interface Phone {
  index: number;
  userId: string;
  channels: object[];
  ws?: WebSocket;
  /** ms (performance.now) each announcement's notice arrived, by announcement id. */
  notices: Map<string, number>;
  /** ms each board post (numbered in its body) arrived. */
  posts: Map<number, number>;
  doubled: number;
  /** `withWords`: the notice carried the announcement itself (nothing to fetch). */
  onNotice?: (phone: Phone, announcementId: string, withWords: boolean) => void;
  onClose?: (phone: Phone) => void;
}

/** Opens the phone's socket, signs in and subscribes; resolves with ms from sending the subscriptions to the last `subscribed`. */
export function connectPhone(phone: Phone, url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    phone.ws = ws;
    let waiting = phone.channels.length;
    let askedAt = 0;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('error', reject);
    ws.on('close', () => {
      reject(new Error(`phone ${phone.index} closed before it was subscribed`));
      phone.onClose?.(phone);
    });
    ws.on('message', (raw: Buffer) => {
      // The clock is read first; the frame is looked at as bytes, made a string only when needed.
      const at = performance.now();
      if (raw.equals(PONG)) return;
      const post = raw.indexOf(LIVE_POST);
      if (post >= 0) {
        const n = liveNumber(raw, post + LIVE_POST.length);
        if (phone.posts.has(n)) phone.doubled++;
        else phone.posts.set(n, at);
        return;
      }
      const text = raw.toString();
      if (text.includes('"announcement.published"')) {
        const id = /"announcementId":"([^"]+)"/.exec(text)![1]!;
        if (phone.notices.has(id)) phone.doubled++;
        else {
          phone.notices.set(id, at);
          phone.onNotice?.(phone, id, text.includes('"announcement":{'));
        }
        return;
      }
      const m = JSON.parse(text) as { type: string; userId?: string; message?: string };
      if (m.type === 'ready') {
        phone.userId = m.userId!;
        // The app's keep-alive (apps/web/src/lib/realtime.ts): a ping every 25 s while open.
        const keepAlive = setInterval(() => ws.readyState === ws.OPEN && ws.send(PING), PING_MS);
        ws.once('close', () => clearInterval(keepAlive));
        askedAt = performance.now();
        for (const channel of phone.channels) ws.send(JSON.stringify({ type: 'subscribe', channel }));
      } else if (m.type === 'subscribed' && --waiting === 0) resolve(performance.now() - askedAt);
      else if (m.type === 'error') reject(new Error(`phone ${phone.index}: ${m.message}`));
    });
  });
}
