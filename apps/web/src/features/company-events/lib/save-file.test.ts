// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, saveBlob } from './save-file';

const jsdom = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, jsdom);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saveBlob', () => {
  it('clicks a download link to an object URL, then lets the URL go', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:mingle/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveBlob(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'fair-attendees.csv');
    expect(clicked).toEqual([{ href: 'blob:mingle/1', download: 'fair-attendees.csv' }]);
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:mingle/1');
  });
});
