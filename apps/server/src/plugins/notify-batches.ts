/** At most this much in one statement (NOTIFY payloads are under 8,000 bytes each). */
const MAX_BATCH_BYTES = 1_000_000;

interface Batch {
  payloads: string[];
  bytes: number;
  sent: Promise<void>;
  settle(err?: unknown): void;
}

/**
 * Publishing through NOTIFY in batches: one statement at a time per process, and what is published
 * while it is on its way leaves together in the next one (in order, one commit). A quiet process
 * sends each change at once; a busy one sends hundreds a round trip. PostgreSQL serialises NOTIFY
 * commits on one lock, so one commit a change caps the whole deployment (decision 044).
 * Resolves when the statement that carried the payload has returned.
 */
export function notifyBatches(send: (payloads: string[]) => Promise<void>) {
  const waiting: Batch[] = [];
  let sending = false;

  async function pump() {
    sending = true;
    for (let batch = waiting.shift(); batch; batch = waiting.shift()) {
      await send(batch.payloads).then(
        () => batch.settle(),
        (err: unknown) => batch.settle(err),
      );
    }
    sending = false;
  }

  function open(): Batch {
    let settle!: (err?: unknown) => void;
    const sent = new Promise<void>((resolve, reject) => (settle = (err) => (err === undefined ? resolve() : reject(err))));
    const batch = { payloads: [], bytes: 0, sent, settle };
    waiting.push(batch);
    return batch;
  }

  return (payload: string): Promise<void> => {
    const last = waiting.at(-1);
    const batch = last && last.bytes + payload.length <= MAX_BATCH_BYTES ? last : open();
    batch.payloads.push(payload);
    batch.bytes += payload.length;
    // Whatever else this turn of the event loop publishes joins it.
    if (!sending) {
      sending = true;
      queueMicrotask(() => void pump());
    }
    return batch.sent;
  };
}
