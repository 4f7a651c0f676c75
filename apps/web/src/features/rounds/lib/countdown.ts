import { useEffect, useState } from 'react';

/**
 * Seconds left until `endsAt`, counted on the server's clock: `serverNow` is the server's time
 * when the answer was made, so a phone whose clock is off still counts the same minutes.
 */
export function useCountdown(endsAt: string | undefined, serverNow: string | undefined, receivedAt: number): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!endsAt || !serverNow) return undefined;
  const skew = Date.parse(serverNow) - receivedAt;
  return Math.max(0, Math.ceil((Date.parse(endsAt) - (now + skew)) / 1000));
}

/** "4:05", "0:09". */
export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
