// The rounds' constants without schemas, so a screen can read them without zod (decision 014).

export const ROUNDS = {
  rounds: { min: 1, max: 12 },
  minutes: { min: 2, max: 30 },
  tableSize: { min: 2, max: 10 },
  /** The form's first values. */
  defaults: { rounds: 3, minutes: 8, tableSize: 4 },
} as const;
