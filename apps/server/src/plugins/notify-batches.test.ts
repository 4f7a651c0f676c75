import { describe, expect, it } from 'vitest';
import { notifyBatches } from './notify-batches.js';

/** A NOTIFY statement the test answers when it likes. */
function statements() {
  const sent: { payloads: string[]; answer(err?: unknown): void }[] = [];
  const send = (payloads: string[]) => new Promise<void>((resolve, reject) => sent.push({ payloads, answer: (err) => (err ? reject(err) : resolve()) }));
  return { sent, send };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('NOTIFY in batches', () => {
  it('sends a lone change at once, and what comes while a statement is on its way together in the next, in order', async () => {
    const { sent, send } = statements();
    const notify = notifyBatches(send);
    const first = notify('a');
    await settle();
    expect(sent.map((s) => s.payloads)).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((p) => notify(p));
    await settle();
    expect(sent).toHaveLength(1); // one statement at a time
    sent[0]!.answer();
    await first;
    await settle();
    expect(sent.map((s) => s.payloads)).toEqual([['a'], ['b', 'c', 'd']]);
    sent[1]!.answer();
    await Promise.all(later);
  });

  it('fails the callers of a failed statement only, and goes on with the next', async () => {
    const { sent, send } = statements();
    const notify = notifyBatches(send);
    const lost = notify('a');
    await settle();
    const next = notify('b');
    sent[0]!.answer(new Error('connection lost'));
    await expect(lost).rejects.toThrow('connection lost');
    await settle();
    expect(sent[1]!.payloads).toEqual(['b']);
    sent[1]!.answer();
    await expect(next).resolves.toBeUndefined();
  });
});
