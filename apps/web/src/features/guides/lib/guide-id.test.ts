import { describe, expect, it } from 'vitest';
import { GUIDE_IDS, parseGuideId } from './guide-id';

describe('parseGuideId', () => {
  it('accepts the six guides', () => {
    expect(GUIDE_IDS.map((id) => parseGuideId(id))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('refuses anything else', () => {
    for (const bad of ['0', '7', '10', '-1', '01', '1.0', '1e0', 'abc', '', ' 1', 'Infinity']) expect(parseGuideId(bad)).toBeNull();
  });
});
