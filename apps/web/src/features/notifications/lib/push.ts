/** Browser notifications on this device (decision 024): the Push API, never asked before a tap. */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the service worker before saying notifications cannot work here. */
const WORKER_WAIT_MS = 10_000;

export const pushSupported = (win: Window = window) => 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win && win.isSecureContext;

/** The VAPID key as PushManager wants it: base64url to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's state, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks permission (on the person's tap), then subscribes with the server's key. Null: permission refused. */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const reg = await registration();
  const key = keyBytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  // Made with another key (the server's keys changed): it would never get through.
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const sub = existing && sameKey(existing.options.applicationServerKey, key) ? existing : await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return sub.toJSON();
}

/** Ends this device's subscription; answers its endpoint, for the server to forget. */
export async function unsubscribePush(): Promise<string | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}
