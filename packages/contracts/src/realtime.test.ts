import { describe, expect, it } from 'vitest';
import { ChannelSchema, ServerMessageSchema } from './realtime.js';
import { SERVER_MESSAGE_TYPES, channelKey, readServerMessage } from './realtime-frames.js';

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

  it('reads by hand exactly the frame types the schema knows, and nothing else', () => {
    const types = ServerMessageSchema.options.flatMap((o) => ('options' in o ? o.options.map((c) => c.shape.type.value) : [o.shape.type.value]));
    expect([...new Set(types)].sort()).toEqual([...SERVER_MESSAGE_TYPES].sort());
    expect(readServerMessage(JSON.stringify({ type: 'pong' }))).toEqual({ type: 'pong' });
    for (const junk of ['not json', '"pong"', 'null', '{"type":"hello"}', '{}', '[]']) expect(readServerMessage(junk)).toBeUndefined();
  });
});
