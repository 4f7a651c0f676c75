/**
 * When two people's intents answer each other: one hires and the other wants to be hired, one
 * invests and the other raises; every other intent (learn, find collaborators, meet people like
 * me, and any option the organisers added) is answered by the same intent. The relation is
 * symmetric, so a pair that matches one way matches both ways.
 */
const COMPLEMENT: Readonly<Record<string, string>> = { hire: 'get-hired', 'get-hired': 'hire', invest: 'raise', raise: 'invest' };

/** The intent that answers this one. */
export const answeringIntent = (intent: string): string => COMPLEMENT[intent] ?? intent;

/** The intents that answer any of mine, once each: whoever holds one answers me (and I answer them). */
export const intentsAnswering = (mine: readonly string[]): string[] => [...new Set(mine.map(answeringIntent))];

/** How many of my intents the other person answers (0 when either has none). */
export function intentsAnswered(mine: readonly string[], theirs: readonly string[]): number {
  if (mine.length === 0 || theirs.length === 0) return 0;
  const offered = new Set(theirs);
  return mine.filter((intent) => offered.has(answeringIntent(intent))).length;
}

/** True when at least one intent of each person is answered by the other. */
export const intentsMatch = (a: readonly string[], b: readonly string[]): boolean => intentsAnswered(a, b) > 0;
