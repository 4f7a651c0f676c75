// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { splitAppFiles } from './app-files';

describe('the app files kept at install and later (decision 023)', () => {
  it('precaches the shell, its code, styles, font, icons and texts at once, and every other screen later', () => {
    const { first, rest } = splitAppFiles([
      { url: 'index.html', revision: 'a' },
      { url: 'assets/index-DGDM6G62.js', revision: null },
      { url: 'assets/rolldown-runtime-QBLRvY7u.js', revision: null },
      { url: 'assets/app-BWJNi6KP.js', revision: null },
      { url: 'assets/app-CoR2M7Ek.css', revision: null },
      { url: 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2', revision: null },
      { url: 'locales/en-US/attendee.json', revision: 'b' },
      { url: 'icon-192.png', revision: 'c' },
      'assets/gatherings-Ab12Cd34.js',
      { url: 'assets/chat-screen-Xy98Zw76.js', revision: null },
    ]);
    expect(first.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'index.html',
      'assets/index-DGDM6G62.js',
      'assets/rolldown-runtime-QBLRvY7u.js',
      'assets/app-BWJNi6KP.js',
      'assets/app-CoR2M7Ek.css',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      'locales/en-US/attendee.json',
      'icon-192.png',
    ]);
    expect(rest).toEqual(['/assets/gatherings-Ab12Cd34.js', '/assets/chat-screen-Xy98Zw76.js']);
  });
});
