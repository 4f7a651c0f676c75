import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInResult, DoorKeys } from '@mingle/contracts';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { outbox, useOutboxItems } from '@/lib/outbox';
import { checkInsPath, doorKeysQueryKey, doorKeysQueryOptions, doorQueryKey, readCheckInResult } from '../api/door';
import { deviceId, keepKeys, keepOfflineScan, keptKeys, offlineScans } from '../lib/door-store';
import { readPass, verifyOffline, type OfflineVerdict } from '../lib/verify-pass';

/** What the door shows after a scan, a paste or a tap on a name. */
export type DoorOutcome =
  | { kind: 'checkedIn'; result: CheckInResult }
  | { kind: 'already'; result: CheckInResult }
  | { kind: 'queued'; passId: string }
  | { kind: 'queuedAgain'; at: string }
  | { kind: 'refused'; reason: Exclude<OfflineVerdict, { ok: true }>['reason'] }
  | { kind: 'noAnswer' }
  | { kind: 'error'; message: string };

/** How long an online check-in may take before the door treats the network as gone and queues it. */
const ANSWER_WITHIN_MS = 4_000;

/**
 * The door's work (decision 038): online, each check-in goes through the outbox with its
 * Idempotency-Key and the server's answer shows; offline (or no answer in time), the pass is
 * verified here with the kept keys and the check-in waits in the outbox, sent once when back.
 */
export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  const path = checkInsPath(eventId);
  const keysQuery = useQuery(doorKeysQueryOptions(eventId));
  const [storedKeys] = useState(() => keptKeys(eventId));
  const keys: DoorKeys | null = keysQuery.data ?? storedKeys;
  const waiting = useOutboxItems().filter((item) => item.path === path && item.state !== 'failed').length;
  /** Answers to check-ins sent from the queue that found the person already checked in. */
  const [lateNews, setLateNews] = useState<CheckInResult[]>([]);

  useEffect(() => {
    if (keysQuery.data) keepKeys(keysQuery.data);
  }, [keysQuery.data]);

  useEffect(
    () =>
      outbox().onSent((item, body) => {
        if (item.path !== path) return;
        const result = readCheckInResult(body);
        // A queued check-in that another door had made first: said once the server tells.
        if (result?.alreadyCheckedInAt && result.otherDevice && (item.body as { scannedAt?: string }).scannedAt) setLateNews((news) => [result, ...news].slice(0, 5));
        void queryClient.invalidateQueries({ queryKey: doorQueryKey(eventId) });
      }),
    [path, eventId, queryClient],
  );

  const queueOffline = useCallback(
    async (pass: string): Promise<DoorOutcome> => {
      const verdict = await verifyOffline(pass, keys);
      if (!verdict.ok) return { kind: 'refused', reason: verdict.reason };
      const seen = offlineScans(eventId)[verdict.claims.p] ?? keys?.checkedIn.find((c) => c.passId === verdict.claims.p)?.at;
      if (seen) return { kind: 'queuedAgain', at: seen };
      const at = new Date().toISOString();
      keepOfflineScan(eventId, verdict.claims.p, at);
      // Sent when back; the answer (first or already) is read then.
      void outbox()
        .add({ method: 'POST', path, body: { pass: pass.trim(), deviceId: deviceId(), scannedAt: at }, invalidate: [doorKeysQueryKey(eventId)] })
        .done.catch(() => undefined);
      return { kind: 'queued', passId: verdict.claims.p };
    },
    [eventId, keys, path],
  );

  const send = useCallback(
    async (body: { pass: string } | { userId: string }): Promise<DoorOutcome> => {
      if ('pass' in body && !readPass(body.pass)) return { kind: 'refused', reason: 'notPass' };
      if ('pass' in body && !navigator.onLine) return queueOffline(body.pass);
      const { key, done } = outbox().add({ method: 'POST', path, body: { ...body, deviceId: deviceId() }, invalidate: [doorQueryKey(eventId)] });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS)));
      try {
        const answer = await Promise.race([done, late]);
        if (answer === 'late') {
          // No answer yet: a pass can be checked here and left queued; a name needs the server.
          if ('pass' in body) {
            outbox().discard(key);
            return queueOffline(body.pass);
          }
          // A name is not queued: "no answer" must not turn into a check-in later.
          outbox().discard(key);
          return { kind: 'noAnswer' };
        }
        const result = readCheckInResult(answer);
        if (!result) return { kind: 'error', message: errorText(answer) };
        // Remembered for offline checks too: a copy of this pass is not "valid" once the network drops.
        const passId = 'pass' in body ? readPass(body.pass)?.p : undefined;
        if (passId) keepOfflineScan(eventId, passId, result.checkedInAt);
        return result.alreadyCheckedInAt ? { kind: 'already', result } : { kind: 'checkedIn', result };
      } catch (error) {
        return { kind: 'error', message: errorText(error) };
      } finally {
        clearTimeout(timer);
      }
    },
    [eventId, path, queueOffline],
  );

  return { keys, keysLoading: keysQuery.isPending && !storedKeys, waiting, lateNews, send };
}
