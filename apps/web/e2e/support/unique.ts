/** A short suffix no other run (or test) uses, for emails, names and messages the test creates. */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
