/**
 * How people are named, everywhere: the full name from their event profile first, and the
 * @username beside it as the quieter second line. Someone without a profile yet (an organiser on
 * a board, an attendee who has only joined) goes by the username.
 */
export interface PersonNameParts {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** "Ana Silva", or "ana" until there is a name. */
export function fullName(person: PersonNameParts): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.username;
}

/** "Ana", the first name for a friendly sentence ("Say hello to Ana"), or the username. */
export function firstName(person: PersonNameParts): string {
  return person.firstName?.trim() || person.username;
}

/** "@ana": the username as shown beside a name. */
export function handle(username: string): string {
  return `@${username}`;
}
