import { useEffect, useRef, useState } from 'react';
import type { Message } from '@mingle/contracts';

/**
 * Counts messages from others that arrive while the newest end of the list is out of view, and
 * clears when the person gets back there (scrolling, or `clear` from a "new messages" button).
 */
export function useUnseenMessages(messages: readonly Message[], myUserId: string | undefined, atNewestEnd: () => boolean) {
  const seen = useRef<Set<string> | null>(null);
  const [unseen, setUnseen] = useState(0);
  const check = useRef(atNewestEnd);
  useEffect(() => {
    check.current = atNewestEnd;
  });

  useEffect(() => {
    if (!seen.current) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const fresh = messages.filter((m) => !seen.current!.has(m.id));
    fresh.forEach((m) => seen.current!.add(m.id));
    const fromOthers = fresh.filter((m) => m.authorId !== myUserId).length;
    if (fromOthers && !check.current()) setUnseen((n) => n + fromOthers);
  }, [messages, myUserId]);

  useEffect(() => {
    const onScroll = () => {
      if (check.current()) setUnseen(0);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return { unseen, clear: () => setUnseen(0) };
}
