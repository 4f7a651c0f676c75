import { describe, expect, it } from 'vitest';
import type { Message } from '@mingle/contracts';
import { pinnedNow } from './pinned';

const at = (n: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString();
const message = (n: number, extra: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  seq: n,
  authorId: '11111111-1111-4111-8111-111111111111',
  authorName: 'organiser',
  authorUsername: 'organiser',
  body: `m${n}`,
  parent: null,
  createdAt: at(n),
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: true,
  pinned: false,
  updatedAt: at(n),
  ...extra,
});
const byId = (...all: Message[]) => new Map(all.map((m) => [m.id, m]));

describe('pinnedNow', () => {
  it('shows the snapshot of an old pinned message that is not loaded', () => {
    const old = message(1, { pinned: true });
    expect(pinnedNow(old, byId(message(5), message(6)))?.id).toBe(old.id);
  });

  it('follows a live unpin of the snapshot, and a newer pin elsewhere', () => {
    const old = message(1, { pinned: true });
    expect(pinnedNow(old, byId(message(1, { pinned: false, updatedAt: at(30) }), message(5)))).toBeNull();
    const newer = message(5, { pinned: true, updatedAt: at(40) });
    expect(pinnedNow(old, byId(newer))?.id).toBe(newer.id);
  });

  it('never shows a deleted message', () => {
    expect(pinnedNow(null, byId(message(2, { pinned: true, deleted: true })))).toBeNull();
  });
});
