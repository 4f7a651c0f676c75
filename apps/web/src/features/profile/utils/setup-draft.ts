import { GENDERS, PlaceSchema, type Place } from '@mingle/contracts';
import { z } from 'zod';
import { isRecord, readJson, removeItem, writeJson } from '@/lib/storage';
import type { ProfileFormValues } from './profile-form';
import { SETUP_SCREENS } from './setup-steps';

/**
 * The profile setup's answers so far, kept in local storage per user and event so a reload (or a
 * phone that dropped the tab) comes back to the same step with the same picks. Cleared when the
 * profile is saved, and with the rest of local storage at logout (lib/session.ts).
 */
export interface SetupDraft {
  /** The answers the wizard asks, as far as they are given. */
  values: Partial<ProfileFormValues>;
  /** The places behind the place ids in `values`, so the fields can name them again. */
  places: Place[];
  /** The furthest screen reached (every step before it was checked on the way). */
  reached: number;
}

/** A draft left this long is not brought back. */
export const SETUP_DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const setupDraftKey = (userId: string, eventId: string) => `mingle.profileSetupDraft.${userId}.${eventId}`;

const ids = (max: number) => z.array(z.string().min(1).max(100)).max(max);
/** Each answer on its own: one that no longer reads (an old format, a hand edit) is left out, not the rest. */
const DraftValues = z.object({
  firstName: z.string().max(200).optional().catch(undefined),
  lastName: z.string().max(200).optional().catch(undefined),
  gender: z.enum(GENDERS).optional().catch(undefined),
  hometownId: z.string().max(100).optional().catch(undefined),
  interests: ids(100).optional().catch(undefined),
  adventures: ids(10).optional().catch(undefined),
  destinations: ids(10).optional().catch(undefined),
  keepForFuture: z.boolean().optional().catch(undefined),
  headline: z.string().max(200).nullable().optional().catch(undefined),
  bio: z.string().max(1000).nullable().optional().catch(undefined),
  links: z.array(z.string().max(500)).max(3).optional().catch(undefined),
  intents: ids(10).optional().catch(undefined),
});
type DraftField = keyof z.infer<typeof DraftValues>;
const DRAFT_FIELDS = Object.keys(DraftValues.shape) as DraftField[];

const StoredDraft = z.object({
  savedAt: z.number(),
  reached: z
    .number()
    .int()
    .min(0)
    .max(SETUP_SCREENS.length - 1)
    .catch(0),
  values: DraftValues.catch({}),
  places: z.array(PlaceSchema).max(50).catch([]),
});

/** What of the form goes into a draft: the wizard's answers and the places they name. */
export function draftOf(values: Partial<ProfileFormValues>, placeOf: (id: string) => Place | undefined, reached: number): SetupDraft {
  const kept: Partial<Record<DraftField, unknown>> = {};
  for (const field of DRAFT_FIELDS) if (values[field] !== undefined) kept[field] = values[field];
  const draftValues = DraftValues.parse(kept) as Partial<ProfileFormValues>;
  const placeIds = [draftValues.hometownId, ...(draftValues.adventures ?? []), ...(draftValues.destinations ?? [])];
  const places = [...new Set(placeIds)].flatMap((id) => (id ? (placeOf(id) ?? []) : []));
  return { values: draftValues, places, reached };
}

export function readSetupDraft(storage: Storage | undefined, key: string, now = Date.now()): SetupDraft | undefined {
  const stored = readJson(storage, key);
  const parsed = isRecord(stored) ? StoredDraft.safeParse(stored) : undefined;
  if (!parsed?.success) return undefined;
  const age = now - parsed.data.savedAt;
  if (age < 0 || age > SETUP_DRAFT_TTL_MS) {
    removeItem(storage, key);
    return undefined;
  }
  const { values, places, reached } = parsed.data;
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return { values: defined as Partial<ProfileFormValues>, places, reached };
}

export function writeSetupDraft(storage: Storage | undefined, key: string, draft: SetupDraft, now = Date.now()): void {
  writeJson(storage, key, { savedAt: now, ...draft });
}

export const clearSetupDraft = (storage: Storage | undefined, key: string): void => removeItem(storage, key);
