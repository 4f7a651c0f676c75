import { escapeText, render } from './ics.js';

export interface ContactCard {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  /** Only when the person lets the viewer see it. */
  hometown: { kind: 'city' | 'country'; name: string; region?: string; country: string } | null;
  note: string;
  url: string;
}

/** vCard 3.0, the version every address book imports; one card per person. */
export function vcards(cards: ContactCard[]): string {
  const lines: string[] = [];
  for (const c of cards) {
    const full = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.username;
    lines.push('BEGIN:VCARD', 'VERSION:3.0', `UID:urn:mingle:${c.userId}`, `N:${escapeText(c.lastName)};${escapeText(c.firstName)};;;`, `FN:${escapeText(full)}`);
    lines.push(`NICKNAME:${escapeText(c.username)}`);
    if (c.hometown) {
      const h = c.hometown;
      const city = h.kind === 'city' ? escapeText(h.name) : '';
      lines.push(`ADR;TYPE=HOME:;;;${city};${escapeText(h.region ?? '')};;${escapeText(h.country)}`);
    }
    lines.push(`NOTE:${escapeText(c.note)}`, `URL:${c.url}`, 'END:VCARD');
  }
  return render(lines);
}
