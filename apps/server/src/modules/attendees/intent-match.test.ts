import { describe, expect, it } from 'vitest';
import { answeringIntent, intentsAnswered, intentsMatch } from './intent-match.js';

describe('intents that answer each other', () => {
  it('pairs hiring with getting hired and investing with raising, both ways', () => {
    expect(answeringIntent('hire')).toBe('get-hired');
    expect(answeringIntent('raise')).toBe('invest');
    expect(intentsMatch(['hire'], ['get-hired'])).toBe(true);
    expect(intentsMatch(['get-hired'], ['hire'])).toBe(true);
    expect(intentsMatch(['hire'], ['hire'])).toBe(false);
  });

  it('answers any other intent, an organiser’s own too, with the same one', () => {
    expect(intentsMatch(['learn'], ['learn'])).toBe(true);
    expect(intentsMatch(['x-7f2a'], ['x-7f2a'])).toBe(true);
    expect(intentsMatch(['learn'], ['find-collaborators'])).toBe(false);
  });

  it('counts how many of mine are answered, and nothing when either has none', () => {
    expect(intentsAnswered(['hire', 'learn', 'invest'], ['get-hired', 'learn'])).toBe(2);
    expect(intentsAnswered([], ['learn'])).toBe(0);
    expect(intentsAnswered(['learn'], [])).toBe(0);
  });
});
