import type { Message } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const message = (seq: number, patch: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  authorId: '00000000-0000-4000-8000-000000000999',
  authorName: 'Ana',
  authorUsername: 'ana',
  body: `message ${seq}`,
  parent: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: false,
  pinned: false,
  updatedAt: `2026-06-01T10:00:0${seq}.000Z`,
  ...patch,
});

describe('mergeMessages', () => {
  it('adds new messages in seq order without doubling known ones', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps the newest version of an edited or deleted message', () => {
    const edited = message(1, { body: 'edited', updatedAt: '2026-06-01T11:00:00.000Z' });
    expect(mergeMessages([message(1)], [edited])[0]!.body).toBe('edited');
    // A stale copy (an older page fetched late) does not undo the edit.
    expect(mergeMessages([edited], [message(1)])[0]!.body).toBe('edited');
  });

  it('merges a resync after a drop: nothing lost, nothing doubled', () => {
    const before = [message(1), message(2)];
    const resync = [message(2, { deleted: true, body: '', updatedAt: '2026-06-01T12:00:00.000Z' }), message(3), message(4)];
    const merged = mergeMessages(before, resync);
    expect(merged.map((m) => [m.seq, m.deleted])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
  });
});
