import { describe, expect, it } from 'vitest';
import { bottomBarsHeight } from './toast';

// A 390 x 844 phone.
const H = 844;
const W = 390;
const bar = (top: number, bottom: number, left = 0, right = W) => ({ top, bottom, left, right });
const nav = bar(H - 65, H);

describe('bottomBarsHeight (how far toasts rise to stay clear of the bottom bars)', () => {
  it('is nothing without bars', () => {
    expect(bottomBarsHeight([], H)).toBe(0);
  });

  it('is the navigation, and an action bar stacked on it (a chat composer)', () => {
    expect(bottomBarsHeight([nav], H)).toBe(65);
    const composer = bar(H - 64 - 70, H - 64);
    expect(bottomBarsHeight([composer, nav], H)).toBe(134);
  });

  it('counts a sticky action bar near the bottom, though not stuck to it', () => {
    expect(bottomBarsHeight([bar(H - 110, H - 40)], H)).toBe(110);
  });

  it('ignores bars out of a toast’s way: scrolled up the page, or hidden', () => {
    expect(bottomBarsHeight([bar(200, 270)], H)).toBe(0);
    expect(bottomBarsHeight([bar(0, 0, 0, 0), nav], H)).toBe(65);
    expect(bottomBarsHeight([bar(H + 10, H + 80)], H)).toBe(0);
  });

  it('ignores a bar beside the toasts on a wide screen (a centred composer), not the full-width navigation', () => {
    const wide = { left: 944, right: 1264 };
    const centredComposer = bar(800 - 65 - 70, 800 - 65, 360, 920);
    expect(bottomBarsHeight([centredComposer, bar(800 - 65, 800, 0, 1280)], 800, wide)).toBe(65);
    expect(bottomBarsHeight([centredComposer, bar(800 - 65, 800, 0, 1280)], 800)).toBe(135);
  });
});
