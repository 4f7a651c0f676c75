import { describe, expect, it } from 'vitest';
import { readPush, targetOf } from './push-payload';

describe('push notifications in the service worker', () => {
  it('show what our server sends, and nothing else', () => {
    expect(readPush({ title: 'New message from Ana', body: 'Open Mingle to read it.', url: '/events/x/connections/1', tag: 'chat:1' })).toEqual({
      title: 'New message from Ana',
      body: 'Open Mingle to read it.',
      url: '/events/x/connections/1',
      tag: 'chat:1',
    });
    expect(readPush({ title: 'Hi', body: 'b', url: '/' })).toEqual({ title: 'Hi', body: 'b', url: '/' });
    for (const bad of [null, 'text', { title: 'Hi' }, { title: 1, body: 'b', url: '/' }]) expect(readPush(bad)).toBeNull();
  });

  it('open only pages of the app itself', () => {
    const origin = 'https://mingle.example';
    expect(targetOf('/events/x/connections/1', origin)).toBe('https://mingle.example/events/x/connections/1');
    expect(targetOf('https://evil.example/phish', origin)).toBe('https://mingle.example/');
    expect(targetOf('//evil.example/x', origin)).toBe('https://mingle.example/');
    expect(targetOf(undefined, origin)).toBe('https://mingle.example/');
  });
});
