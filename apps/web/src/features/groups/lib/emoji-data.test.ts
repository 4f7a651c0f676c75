import { CreateGroupInput } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { GROUP_EMOJI_DATA } from './emoji-data';

describe('group emoji set', () => {
  it('holds only emoji the contract accepts as a group icon, each once', () => {
    const icons = GROUP_EMOJI_DATA.emojis.map((e) => e.emoji);
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of icons) {
      expect(CreateGroupInput.safeParse({ name: 'Group', labels: [], icon }).success, icon).toBe(true);
    }
  });

  it('points every emoji at a known category', () => {
    const categories = new Set(GROUP_EMOJI_DATA.categories.map((c) => c.index));
    expect(GROUP_EMOJI_DATA.emojis.every((e) => categories.has(e.category))).toBe(true);
  });
});
