import type { Message } from '@mingle/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export const scrollToEnd = () => window.scrollTo({ top: document.documentElement.scrollHeight });
export const nearEnd = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 160;

/**
 * The chat's place on the page: it stays at the newest message when that was in view (or is
 * mine), and keeps the place when older ones load above.
 */
export function useChatScroll(messages: readonly Message[], pendingCount: number, myUserId: string | undefined) {
  const keepHeight = useRef<number | null>(null);
  const wasNearEnd = useRef(true);
  useEffect(() => {
    const onScroll = () => (wasNearEnd.current = nearEnd());
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (keepHeight.current !== null) {
      window.scrollBy({ top: document.documentElement.scrollHeight - keepHeight.current });
      keepHeight.current = null;
    } else if (wasNearEnd.current || messages.at(-1)?.authorId === myUserId) scrollToEnd();
  }, [messages, pendingCount, myUserId]);

  return useMemo(
    () => ({
      /** Older messages are about to load above: the next change keeps what is in view where it is. */
      keepPlace() {
        keepHeight.current = document.documentElement.scrollHeight;
      },
      /** They did not load after all. */
      forgetPlace() {
        keepHeight.current = null;
      },
      /** I sent one: the chat follows it to the end. */
      followEnd() {
        wasNearEnd.current = true;
      },
    }),
    [],
  );
}
