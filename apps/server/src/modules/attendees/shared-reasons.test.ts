import { describe, expect, it } from 'vitest';
import { openersFrom, strongestReason } from './shared-reasons.js';

describe('openers from what two people share', () => {
  it('take one of each kind first, then fill up to three with single places and interests', () => {
    const kinds = (shared: Parameters<typeof openersFrom>[0]) => openersFrom(shared).map((o) => [o.kind, o.names]);
    expect(kinds({ destinations: ['Oslo', 'Lima'], interests: ['Jazz', 'Chess', 'Golf'], hometown: 'Porto' })).toEqual([
      ['destination', ['Oslo']],
      ['interest', ['Jazz', 'Chess']],
      ['hometown', ['Porto']],
    ]);
    expect(kinds({ destinations: ['Oslo', 'Lima'], interests: ['Jazz', 'Chess', 'Golf'], hometown: null })).toEqual([
      ['destination', ['Oslo']],
      ['interest', ['Jazz', 'Chess']],
      ['destination', ['Lima']],
    ]);
    expect(kinds({ destinations: [], interests: ['Jazz', 'Chess', 'Golf', 'Yoga'], hometown: null })).toEqual([
      ['interest', ['Jazz', 'Chess']],
      ['interest', ['Golf']],
      ['interest', ['Yoga']],
    ]);
    expect(openersFrom({ destinations: [], interests: [], hometown: null })).toEqual([]);
  });

  it('give one reason to meet: the kind with most in common, the rarer kind on a tie', () => {
    expect(strongestReason({ destinations: ['Oslo'], interests: ['Jazz', 'Chess'], hometown: 'Porto' })).toMatchObject({ kind: 'interest', names: ['Jazz', 'Chess'] });
    expect(strongestReason({ destinations: ['Oslo'], interests: ['Jazz'], hometown: 'Porto' })).toMatchObject({ kind: 'destination', names: ['Oslo'] });
    expect(strongestReason({ destinations: [], interests: ['Jazz'], hometown: 'Porto' })).toMatchObject({ kind: 'hometown' });
    expect(strongestReason({ destinations: [], interests: ['A', 'B', 'C', 'D'], hometown: null })!.names).toEqual(['A', 'B', 'C']);
    expect(strongestReason({ destinations: [], interests: [], hometown: null })).toBeNull();
  });
});
