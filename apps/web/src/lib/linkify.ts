/** A piece of plain text: either words, or a web link that is safe to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s)://... or www.... up to whitespace or a closing angle bracket.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>]+/gi;
// Punctuation that usually ends a sentence rather than a link.
const TRAILING = /[.,;:!?'"»)\]}]+$/;

function safeHref(raw: string): string | null {
  const withScheme = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Balanced parentheses stay in a link (https://en.wikipedia.org/wiki/Foo_(bar)); a closing one without its pair does not. */
function trimTrailing(raw: string): string {
  let text = raw;
  while (text && TRAILING.test(text)) {
    if (text.endsWith(')')) {
      const opens = text.split('(').length - 1;
      const closes = text.split(')').length - 1;
      if (opens >= closes) return text;
    }
    text = text.slice(0, -1);
  }
  return text;
}

/**
 * Splits plain text into words and links (http and https only). The caller renders the parts as
 * text nodes and anchors, so no HTML from the message is ever interpreted.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts[parts.length - 1];
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const raw = trimTrailing(match[0]);
    const href = safeHref(raw);
    if (start > last) push({ kind: 'text', text: text.slice(last, start) });
    if (href) push({ kind: 'link', text: raw, href });
    else push({ kind: 'text', text: raw });
    last = start + raw.length;
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) });
  return parts;
}
