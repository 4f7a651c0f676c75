import { ErrorName, englishError, type Channel } from '@mingle/contracts';
import { AppError } from '../lib/errors.js';
import type { PeopleRules } from './realtime-people.js';
import type { SocketState } from './realtime-subscriptions.js';

export interface SocketUser {
  userId: string;
  companyId?: string;
  /**
   * The events this socket found its user attending, so its next subscriptions there ask no more.
   * A removal from the event (`left`, in every process) forgets it; the socket's state owns it.
   */
  attending?: Set<string>;
}
/** Throws (AppError) unless the user may read the channel: the same rule as its HTTP twin. */
export type ChannelAuthorizer = (user: SocketUser, channel: Channel) => Promise<void>;

/** Who may subscribe to which channel, and whose messages each subscription leaves out. */
export function createChannelRules() {
  const authorizers = new Map<Channel['kind'], ChannelAuthorizer>();
  let people: PeopleRules | undefined;

  return {
    authorize(kind: Channel['kind'], fn: ChannelAuthorizer) {
      authorizers.set(kind, fn);
    },
    /** How to tell, per socket, whose board messages it must not hear (blocks, decision 019). */
    people(rules: PeopleRules) {
      people = rules;
    },
    /** Throws unless the user may read the channel; then sets the socket up to leave out whom a block hides on it. */
    async admit(user: SocketUser, channel: Channel, key: string, who: SocketState) {
      const authorizer = authorizers.get(channel.kind);
      if (!authorizer) throw new AppError(404, ErrorName.NotFound, englishError('notFound'));
      await authorizer(user, channel);
      const eventId = channel.kind === 'event' ? channel.event : await people?.eventIdOf(channel.event);
      if (people && eventId) await who.people.listen(key, eventId, user.userId, people, channel.kind === 'group' && !user.companyId);
    },
  };
}
export type ChannelRules = ReturnType<typeof createChannelRules>;
