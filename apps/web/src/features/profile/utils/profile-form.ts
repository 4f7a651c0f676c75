import { GENDERS, ProfileInput, V, type FieldIssue, type Gender, type KeptProfile, type Place, type Profile } from '@mingle/contracts';

/** The profile form holds exactly the contract's input (ids for places and interests). */
export type ProfileFormValues = ProfileInput;
export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS = Object.keys(ProfileInput.shape) as ProfileField[];

/**
 * Where a profile form starts: empty, the profile being edited, or the copy the person kept for
 * future events. Keeping is asked, never assumed: it is ticked only when they already said yes.
 */
export function initialProfileValues(saved?: Profile | KeptProfile | null): ProfileFormValues {
  if (!saved) {
    return {
      firstName: '',
      lastName: '',
      gender: undefined as unknown as Gender,
      hometownId: '',
      interests: [],
      adventures: [],
      destinations: [],
      keepForFuture: false,
      photoUploadId: null,
      headline: '',
      bio: '',
      links: [],
      intents: [],
    };
  }
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    gender: saved.gender,
    hometownId: saved.hometown?.id ?? '',
    interests: saved.interests.map((interest) => interest.id),
    adventures: saved.adventures.map((place) => place.id),
    destinations: saved.destinations.map((place) => place.id),
    // A kept copy exists only with their consent; a profile says whether they keep one.
    keepForFuture: 'keepForFuture' in saved ? saved.keepForFuture : true,
    // The same photo: it is the person's own upload, so any of their events may use it.
    photoUploadId: saved.photoUploadId,
    // Headline, bio, links and intents belong to this event's profile: a kept copy has none.
    headline: 'headline' in saved ? (saved.headline ?? '') : '',
    bio: 'bio' in saved ? (saved.bio ?? '') : '',
    links: 'links' in saved ? saved.links : [],
    intents: 'intents' in saved ? saved.intents.map((intent) => intent.id) : [],
  };
}

/** Every place a profile mentions, so the form can name the ids it holds. */
export function placesOf(profile?: Profile | KeptProfile | null): Place[] {
  if (!profile) return [];
  return [...(profile.hometown ? [profile.hometown] : []), ...profile.adventures, ...profile.destinations];
}

/** The form field an issue belongs to: "adventures.1" is the adventures list. */
export function fieldOfIssue(path: string): ProfileField | undefined {
  const base = path.split('.')[0] as ProfileField;
  return PROFILE_FIELDS.includes(base) ? base : undefined;
}

/**
 * Validation keys (the `validation` namespace) for `fields`, by the contract's own schema, first
 * issue per field. A gender outside the seven values is said to be not allowed, not missing.
 */
export function profileFieldErrors(values: Partial<Record<ProfileField, unknown>>, fields: readonly ProfileField[] = PROFILE_FIELDS): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const result = ProfileInput.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOfIssue(issue.path.map(String).join('.'));
    if (!field || !fields.includes(field) || errors[field]) continue;
    errors[field] = issue.message;
  }
  const gender = values.gender;
  if (errors.gender && typeof gender === 'string' && gender !== '' && !(GENDERS as readonly string[]).includes(gender)) {
    errors.gender = V.invalidValue;
  }
  return errors;
}

/** The server's field issues, one per form field ("adventures.1" lands on adventures). */
export function profileIssues(issues: readonly FieldIssue[]): { field: ProfileField; issue: FieldIssue }[] {
  const seen = new Set<ProfileField>();
  const mapped: { field: ProfileField; issue: FieldIssue }[] = [];
  for (const issue of issues) {
    const field = fieldOfIssue(issue.field);
    if (!field || seen.has(field)) continue;
    seen.add(field);
    mapped.push({ field, issue });
  }
  return mapped;
}
