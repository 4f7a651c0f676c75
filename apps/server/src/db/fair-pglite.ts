import { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this thread and hands its lock from one statement to the next in promise
 * continuations: with many requests writing at once, the queue of statements never empties and
 * Node never gets back to its sockets, so even an answer that needs no database (health, a cached
 * read) waits seconds. Each statement first waits one turn of the event loop, so I/O is served
 * between any two statements (decision 015).
 */
export class FairPGlite extends PGlite {
  override async _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return fn();
    });
  }
}
