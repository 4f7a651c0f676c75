import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as it is', () => {
    expect(linkify('Coffee at 3?')).toEqual([{ kind: 'text', text: 'Coffee at 3?' }]);
    expect(linkify('')).toEqual([]);
  });

  it('finds http and https links between words', () => {
    expect(linkify('See https://mingle.example/a?b=1 and http://x.org now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://mingle.example/a?b=1', href: 'https://mingle.example/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(linkify('Look: https://a.example/page. Then (https://b.example)!')).toEqual([
      { kind: 'text', text: 'Look: ' },
      { kind: 'link', text: 'https://a.example/page', href: 'https://a.example/page' },
      { kind: 'text', text: '. Then (' },
      { kind: 'link', text: 'https://b.example', href: 'https://b.example/' },
      { kind: 'text', text: ')!' },
    ]);
  });

  it('keeps balanced parentheses inside a link', () => {
    const parts = linkify('https://en.wikipedia.org/wiki/Foo_(bar)');
    expect(parts).toEqual([{ kind: 'link', text: 'https://en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' }]);
  });

  it('turns www. addresses into https links', () => {
    expect(linkify('www.example.com')).toEqual([{ kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' }]);
  });

  it('never links other schemes and never interprets HTML', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(linkify('data:text/html,<b>x</b>')).toEqual([{ kind: 'text', text: 'data:text/html,<b>x</b>' }]);
    expect(linkify('<a href="https://x.example">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.example', href: 'https://x.example/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });
});

describe('linkify against hostile text', () => {
  it('never links a javascript: URL', () => {
    expect(linkify('click javascript:alert(1) now')).toEqual([{ kind: 'text', text: 'click javascript:alert(1) now' }]);
  });

  it('keeps an HTML payload as text and stops a URL at markup', () => {
    const payload = '<img src=x onerror="alert(1)"><a href="https://evil.test">x</a>';
    const parts = linkify(payload);
    expect(parts.map((p) => p.text).join('')).toBe(payload);
    expect(parts.filter((p) => p.kind === 'link')).toEqual([{ kind: 'link', text: 'https://evil.test', href: 'https://evil.test/' }]);
  });
});
