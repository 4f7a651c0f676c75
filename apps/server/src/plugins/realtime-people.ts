import type { Message } from '@mingle/contracts';

/**
 * Blocks on live channels (decision 019). A board's fan-out is one frame for every listener, so the
 * filter is per socket: each remembers, per event it listens to, who is hidden from its user, and a
 * message by one of them is not sent to it (nor by it to them). Nobody is told: the frame just
 * never arrives, as the history leaves it out.
 */
export interface PeopleRules {
  /** The event's id from a channel's `event` (an id or a slug). */
  eventIdOf(ref: string): Promise<string | undefined>;
  /** Everyone hidden from the user at the event, either way. */
  hiddenFrom(eventId: string, userId: string): Promise<Set<string>>;
}

/** A block made or lifted between two people at an event; `hidden` says whether any block is left. */
export interface PairChange {
  eventId: string;
  a: string;
  b: string;
  hidden: boolean;
}

/** What one socket may hear, by event. */
export function socketPeople() {
  /** Channel key -> the event it belongs to. */
  const eventOf = new Map<string, string>();
  /** Event id -> people hidden from this socket's user there. */
  const hidden = new Map<string, Set<string>>();
  return {
    eventOf: (key: string) => eventOf.get(key),
    async listen(key: string, eventId: string, userId: string, rules: PeopleRules, filtered: boolean) {
      // Organisers in the console see everyone: their channels keep no list. One list per event,
      // read once: every block made or lifted afterwards is applied to it (`apply`).
      if (filtered && !hidden.has(eventId)) hidden.set(eventId, await rules.hiddenFrom(eventId, userId));
      eventOf.set(key, eventId);
    },
    forget(key: string) {
      eventOf.delete(key);
    },
    /** Keys of this socket's channels of an event. */
    keysOf: (eventId: string) => [...eventOf].filter(([, e]) => e === eventId).map(([k]) => k),
    /** After a block between `me` and someone: start or stop hiding them on the event's channels. */
    apply(change: PairChange, me: string) {
      const other = change.a === me ? change.b : change.b === me ? change.a : undefined;
      const set = hidden.get(change.eventId);
      if (!other || !set) return;
      if (change.hidden) set.add(other);
      else set.delete(other);
    },
    /** 'none': the message is by someone hidden; 'quote': it quotes them (send it without the quote). */
    hears(key: string, m: MessagePeople): 'all' | 'none' | 'quote' {
      const set = hidden.get(eventOf.get(key) ?? '');
      if (!set?.size) return 'all';
      if (m.authorId && set.has(m.authorId)) return 'none';
      return m.parentAuthorId && set.has(m.parentAuthorId) ? 'quote' : 'all';
    },
  };
}
export type SocketPeople = ReturnType<typeof socketPeople>;

export interface MessagePeople {
  authorId?: string | null;
  parentAuthorId?: string | null;
}

/** Who a board frame is about, read once per frame. */
export const peopleOfFrame = (frame: { type?: string; message?: Message }): MessagePeople | undefined =>
  frame.type === 'event' && frame.message ? { authorId: frame.message.authorId, parentAuthorId: frame.message.parent?.authorId } : undefined;

/** The quoted message of a hidden person, as a deleted one reads (the history answers the same). */
export const withoutQuote = <T extends { message?: Message }>(frame: T): T => (frame.message?.parent ? { ...frame, message: { ...frame.message, parent: hiddenParent(frame.message.parent) } } : frame);

export const hiddenParent = (parent: NonNullable<Message['parent']>): NonNullable<Message['parent']> => ({ id: parent.id, authorName: '', body: '', deleted: true });
