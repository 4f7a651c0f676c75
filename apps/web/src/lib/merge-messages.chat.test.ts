import type { Message } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const message = (seq: number, body: string, updatedAt = `2026-06-01T10:00:0${seq}.000Z`): Message => ({
  id: `00000000-0000-4000-8000-00000000000${seq}`,
  seq,
  authorId: '00000000-0000-4000-8000-0000000000aa',
  authorName: 'ana',
  authorUsername: 'ana',
  body,
  parent: null,
  createdAt: updatedAt,
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: false,
  pinned: false,
  updatedAt,
});

describe('mergeMessages', () => {
  it('adds new messages in order and never doubles one', () => {
    const merged = mergeMessages([message(1, 'a'), message(3, 'c')], [message(2, 'b'), message(3, 'c')]);
    expect(merged.map((m) => m.body)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the newer version of a message', () => {
    const edited = { ...message(1, 'edited'), updatedAt: '2026-06-01T11:00:00.000Z' };
    expect(mergeMessages([message(1, 'a')], [edited])[0]?.body).toBe('edited');
    expect(mergeMessages([edited], [message(1, 'a')])[0]?.body).toBe('edited');
  });

  it('prepends an older page', () => {
    expect(mergeMessages([message(4, 'd')], [message(1, 'a'), message(2, 'b')]).map((m) => m.seq)).toEqual([1, 2, 4]);
  });
});
