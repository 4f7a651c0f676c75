import { describe, expect, it } from 'vitest';
import { joinLink, qrFileName } from './share-link';

describe('joinLink', () => {
  it('builds /events/{slug}/join on the given origin', () => {
    expect(joinLink('https://mingle.example', 'summer-makers-meetup')).toBe('https://mingle.example/events/summer-makers-meetup/join');
  });

  it('does not double the slash after the origin', () => {
    expect(joinLink('http://localhost:3000/', 'a')).toBe('http://localhost:3000/events/a/join');
  });

  it('encodes what a slug should never hold anyway', () => {
    expect(joinLink('https://m.example', 'a b/c')).toBe('https://m.example/events/a%20b%2Fc/join');
  });
});

describe('qrFileName', () => {
  it('names the PNG after the event', () => {
    expect(qrFileName('makers')).toBe('makers-qr.png');
    expect(qrFileName('')).toBe('event-qr.png');
  });
});
