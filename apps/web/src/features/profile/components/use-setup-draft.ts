import type { Place } from '@mingle/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/lib/session-context';
import { browserStorage } from '@/lib/storage';
import type { ProfileFormValues } from '../utils/profile-form';
import { clearSetupDraft, draftOf, readSetupDraft, setupDraftKey, writeSetupDraft } from '../utils/setup-draft';
import { usePlaceLabels } from './place-labels';
import { useProfileFormTools } from './profile-form-context';

export interface SetupDraftHandle {
  /** The form's starting values: the draft's answers over `base` (empty, or a kept profile). */
  restore(base: ProfileFormValues): ProfileFormValues;
  /** The places the draft's answers name. */
  places: readonly Place[];
  /** The furthest screen the draft had reached (0 without a draft). */
  reached: number;
  key: string | undefined;
  /** The profile is saved: the draft goes, and nothing is written after. */
  clear(): void;
  finished: { current: boolean };
}

/** The signed-in user's setup draft for this event, read once when the wizard opens. */
export function useSetupDraft(eventId: string): SetupDraftHandle {
  const { auth } = useSession();
  const [key] = useState(() => {
    const userId = auth.get().user?.id;
    return userId ? setupDraftKey(userId, eventId) : undefined;
  });
  const [draft] = useState(() => (key ? readSetupDraft(browserStorage(), key) : undefined));
  const finished = useRef(false);
  const clear = useCallback(() => {
    finished.current = true;
    if (key) clearSetupDraft(browserStorage(), key);
  }, [key]);
  return useMemo(
    () => ({
      restore: (base) => ({ ...base, ...draft?.values }),
      places: draft?.places ?? [],
      reached: draft?.reached ?? 0,
      key,
      clear,
      finished,
    }),
    [draft, key, clear],
  );
}

/** Writes the draft whenever an answer changes or a further step is reached. */
export function useKeepSetupDraft(draft: SetupDraftHandle, reached: number): void {
  const { form } = useProfileFormTools();
  const labels = usePlaceLabels();
  const { key, finished } = draft;
  useEffect(() => {
    if (!key) return;
    const save = () => {
      if (!finished.current) writeSetupDraft(browserStorage(), key, draftOf(form.getValues(), labels.get, reached));
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, labels, key, finished, reached]);
}
