import type { Unread } from '@mingle/contracts';

/** What a badge shows: the count, or "99+" past that (the words for screen readers keep the number). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

export const chatUnread = (unread: Unread | undefined, connectionId: string) => unread?.chats.find((c) => c.connectionId === connectionId)?.count ?? 0;
export const groupUnread = (unread: Unread | undefined, groupId: string) => unread?.groups.find((g) => g.groupId === groupId)?.count ?? 0;

/** The counts once a chat or board is read to its end: taken out at once, before the server's answer. */
export function withRead(unread: Unread, kind: 'chat' | 'group', id: string): Unread {
  const chats = kind === 'chat' ? unread.chats.filter((c) => c.connectionId !== id) : unread.chats;
  const groups = kind === 'group' ? unread.groups.filter((g) => g.groupId !== id) : unread.groups;
  const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
  return { ...unread, chats, groups, totals: { connections: sum(chats) + unread.requests, groups: sum(groups) } };
}

/** The newest message a reader has in front of them (by `seq`), or 0 with none. */
export const newestSeq = (messages: readonly { seq: number }[]) => messages.reduce((n, m) => Math.max(n, m.seq), 0);

/** Whether this chat is the screen the person is looking at (then a new message needs no toast). */
export function chatOnScreen(pathname: string, slug: string, connectionId: string, visible: boolean) {
  return visible && decodeURIComponent(pathname).replace(/\/$/, '') === `/events/${slug}/connections/${connectionId}`;
}
