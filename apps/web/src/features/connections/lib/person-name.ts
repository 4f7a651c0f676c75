/** How a connection is named: their full name when they have one, else their username. */
export function personName(person: { username: string; firstName: string | null; lastName: string | null }): string {
  const full = [person.firstName, person.lastName].filter((part): part is string => Boolean(part && part.trim())).join(' ');
  return full || person.username;
}
