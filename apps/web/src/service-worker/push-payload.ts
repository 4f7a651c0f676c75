/** What a Web Push from our server carries (contracts: PushPayloadSchema), checked by hand: no zod in the worker. */
export interface PushShown {
  title: string;
  body: string;
  /** A path of this app; anything else opens the app's home. */
  url: string;
  tag?: string;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The notification to show for a push's data, or null when it is not ours. */
export function readPush(data: unknown): PushShown | null {
  if (!data || typeof data !== 'object') return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (!isText(title) || !isText(body) || !isText(url)) return null;
  return { title, body, url, ...(isText(tag) ? { tag } : {}) };
}

/** Where a click on the notification goes: the path on this origin, never another site. */
export function targetOf(url: unknown, origin: string): string {
  try {
    const target = new URL(isText(url) ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
