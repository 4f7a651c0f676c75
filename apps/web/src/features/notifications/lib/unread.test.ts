import { describe, expect, it } from 'vitest';
import type { Unread } from '@mingle/contracts';
import { badgeText, chatOnScreen, chatUnread, groupUnread, newestSeq, withRead } from './unread';

const c1 = '11111111-1111-4111-8111-111111111111';
const c2 = '22222222-2222-4222-8222-222222222222';
const g1 = '33333333-3333-4333-8333-333333333333';
const unread: Unread = {
  chats: [
    { connectionId: c1, count: 2 },
    { connectionId: c2, count: 1 },
  ],
  groups: [{ groupId: g1, count: 4 }],
  requests: 1,
  totals: { connections: 4, groups: 4 },
};

describe('unread badges', () => {
  it('show the count, capped at 99+', () => {
    expect([badgeText(1), badgeText(99), badgeText(100), badgeText(2500)]).toEqual(['1', '99', '99+', '99+']);
  });

  it('read per chat and per board, 0 when there is nothing or nothing loaded yet', () => {
    expect([chatUnread(unread, c1), chatUnread(unread, g1), groupUnread(unread, g1), chatUnread(undefined, c1)]).toEqual([2, 0, 4, 0]);
  });

  it('drop a chat or board read to its end, and keep the tab totals (with requests) right', () => {
    expect(withRead(unread, 'chat', c1)).toEqual({ ...unread, chats: [{ connectionId: c2, count: 1 }], totals: { connections: 2, groups: 4 } });
    expect(withRead(unread, 'group', g1).totals).toEqual({ connections: 4, groups: 0 });
    expect(withRead(withRead(unread, 'chat', c1), 'chat', c2).totals.connections).toBe(1); // the waiting request
  });

  it('take the newest seq of what is on screen', () => {
    expect(newestSeq([])).toBe(0);
    expect(newestSeq([{ seq: 4 }, { seq: 9 }, { seq: 7 }])).toBe(9);
  });

  it('know when the chat a message belongs to is the one in front of the person', () => {
    expect(chatOnScreen(`/events/meetup/connections/${c1}`, 'meetup', c1, true)).toBe(true);
    expect(chatOnScreen(`/events/meetup/connections/${c1}/`, 'meetup', c1, true)).toBe(true);
    expect(chatOnScreen(`/events/meetup/connections/${c1}`, 'meetup', c1, false)).toBe(false); // another tab or app in front
    expect(chatOnScreen(`/events/meetup/connections/${c2}`, 'meetup', c1, true)).toBe(false);
    expect(chatOnScreen('/events/meetup', 'meetup', c1, true)).toBe(false);
  });
});
