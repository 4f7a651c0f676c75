import { describe, expect, it } from 'vitest';
import type { Message } from '@mingle/contracts';
import { applyToPages, historyMessages, settlePending, type HistoryPages, type PendingMessage } from './live-history';

const at = (n: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString();
const message = (n: number, body = `m${n}`, extra: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  seq: n,
  authorId: '11111111-1111-4111-8111-111111111111',
  authorName: 'Ana',
  authorUsername: 'ana',
  body,
  parent: null,
  createdAt: at(n),
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: false,
  pinned: false,
  updatedAt: at(n),
  ...extra,
});
const pending = (key: string, body: string, state: PendingMessage['state'] = 'sending', parentId: string | null = null): PendingMessage => ({
  key,
  body,
  parentId,
  state,
});

describe('settlePending', () => {
  it('drops the first copy still sending with the same text and parent', () => {
    const all = [pending('a', 'hi'), pending('b', 'hi'), pending('c', 'other')];
    expect(settlePending(all, message(1, 'hi')).map((p) => p.key)).toEqual(['b', 'c']);
  });

  it('compares with the text as the server keeps it (trimmed)', () => {
    expect(settlePending([pending('a', '  hi \n')], message(1, 'hi'))).toEqual([]);
  });

  it('keeps failed copies, copies with other text and replies to another message', () => {
    const parent = message(9);
    const all = [pending('a', 'hi', 'failed'), pending('b', 'hello'), pending('c', 'hi', 'sending', parent.id)];
    expect(settlePending(all, message(1, 'hi'))).toEqual(all);
    const reply = message(2, 'hi', { parent: { id: parent.id, authorName: 'Ana', body: 'm9', deleted: false } });
    expect(settlePending(all, reply).map((p) => p.key)).toEqual(['a', 'b']);
  });
});

describe('applyToPages', () => {
  const pages = (...p: Message[][]): HistoryPages => ({ pages: p.map((items) => ({ items, hasMore: false })), pageParams: p.map(() => undefined) });

  it('adds a new message once, however many times it arrives', () => {
    let data = pages([message(2), message(3)], [message(1)]);
    data = applyToPages(data, [message(4)])!;
    data = applyToPages(data, [message(4)])!;
    expect(historyMessages(data).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('replaces a known message in its page with a newer version, never an older one', () => {
    const edited = message(1, 'edited', { editedAt: at(30), updatedAt: at(30) });
    let data = applyToPages(pages([message(2)], [message(1)]), [edited])!;
    expect(data.pages[1]!.items[0]!.body).toBe('edited');
    data = applyToPages(data, [message(1)])!;
    expect(data.pages[1]!.items[0]!.body).toBe('edited');
  });
});
