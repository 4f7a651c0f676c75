import { describe, expect, it } from 'vitest';
import { ChannelSchema, ServerMessageSchema, channelKey } from './realtime.js';

const id = '7d6f2a4e-3a51-4c8e-9a8e-2b1f0c9d8e7a';
const at = '2099-06-11T07:00:00.000000Z';

describe('realtime protocol', () => {
  it('still reads the board and chat messages of existing clients', () => {
    const deleted = { type: 'event', channelKey: `group:${id}`, event: 'message.deleted', at, messageId: id };
    expect(ServerMessageSchema.safeParse(deleted).success).toBe(true);
  });

  it('reads every live change, and refuses one with the wrong payload for its event', () => {
    const base = { type: 'change', channelKey: `group:${id}`, at };
    const group = { id, memberCount: 3, targetSize: 4, reservedCount: 1, full: false, deactivated: false };
    const ok = [
      { ...base, event: 'gathering.changed', gatheringId: id, groupId: id, goingCount: 2, interestedCount: 1 },
      { ...base, event: 'group.changed', group },
      { ...base, event: 'group.deactivated', group: { ...group, deactivated: true } },
      { ...base, channelKey: `chat:${id}`, event: 'connection.removed', connectionId: id },
    ];
    for (const m of ok) expect(ServerMessageSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
    expect(ServerMessageSchema.safeParse({ ...base, event: 'connection.removed', group }).success).toBe(false);
  });

  it('names an event channel by the event id only', () => {
    expect(ChannelSchema.safeParse({ kind: 'event', event: id }).success).toBe(true);
    expect(ChannelSchema.safeParse({ kind: 'event', event: 'my-meetup' }).success).toBe(false);
    expect(channelKey({ kind: 'event', event: id })).toBe(`event:${id}`);
  });
});
