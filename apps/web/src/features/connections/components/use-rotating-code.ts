import { useEffect, useState } from 'react';
import { fetchConnectionCodes } from '../api/connection-codes';
import { codesLeft, currentCode, nextChangeIn, REFILL_BELOW, storeCodes, storedCodes, type Code } from '../lib/rotating-codes';

/**
 * The QR code to show now, changing every minute. The batch is kept on the device, so the code
 * still shows offline once loaded; online, the next batch is fetched before this one runs out.
 * `failed` is true when there is nothing to show and the server could not be reached; `minutesLeft`,
 * how long the kept batch lasts (what the screen says offline).
 */
export function useRotatingCode(slug: string, userId: string): { code: Code | undefined; failed: boolean; minutesLeft: number } {
  const [codes, setCodes] = useState<Code[]>(() => storedCodes(slug, userId, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const runningLow = codesLeft(codes, now) < REFILL_BELOW;

  useEffect(() => {
    if (!runningLow) return;
    let live = true;
    fetchConnectionCodes(slug).then(
      ({ codes: fresh }) => {
        if (!live) return;
        storeCodes(slug, userId, fresh);
        setCodes(fresh);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Asked when the batch runs low, and again each time the network comes back.
  }, [slug, userId, runningLow, attempt]);

  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), Math.max(250, nextChangeIn(codes, now)));
    const back = () => setAttempt((n) => n + 1);
    window.addEventListener('online', back);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', back);
    };
  }, [codes, now]);

  const code = currentCode(codes, now);
  return { code, failed: failed && !code, minutesLeft: codesLeft(codes, now) };
}
