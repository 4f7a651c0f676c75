import { useEffect, useState } from 'react';

/** The time now, renewed every half minute: "We met" and "Cancel" come and go with the meeting's time. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
